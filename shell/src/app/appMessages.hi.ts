const appMessagesHi = {
  skipToContent: 'मुख्य सामग्री पर जाएँ',
  loadingPage: 'पेज लोड हो रहा है...',
  unexpectedError: 'अनपेक्षित एप्लिकेशन त्रुटि!',
  goHome: 'होम पेज पर जाएँ',
};

export default appMessagesHi;
