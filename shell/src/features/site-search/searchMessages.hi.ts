const searchMessagesHi = {
  label: 'सेवाएँ और पेज खोजें',
  placeholder: 'सेवाएँ, पेज खोजें...',
  placeholderShort: 'खोजें',
  search: 'खोजें',
  results: 'खोज के नतीजे',
  service: 'सेवा',
  page: 'पेज',
  oneResult: '1 नतीजा',
  manyResults: '{count} नतीजे',
  pageAppointment: 'अपॉइंटमेंट',
  pageBloodTest: 'ब्लड टेस्ट',
  pageBlog: 'ब्लॉग',
  pageGallery: 'गैलरी',
  pageContact: 'संपर्क',
  pageAbout: 'हमारे बारे में',
  pageOurDoctors: 'हमारे डॉक्टर',
  pageTestimonial: 'मरीज़ों के अनुभव',
  pageFaq: 'सामान्य प्रश्न',
  pageLogin: 'लॉग इन',
  pageRegister: 'रजिस्टर',
};

export default searchMessagesHi;
