const remotePageMessagesHi = { loadingPage: 'पेज लोड हो रहा है...' };

export default remotePageMessagesHi;
