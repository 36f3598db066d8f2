export default {
  confirmTitle: 'यह बुकिंग रद्द करें?',
  confirmDoctor: '{date} को {doctor} के साथ आपकी अपॉइंटमेंट रद्द हो जाएगी। इसे वापस नहीं किया जा सकता।',
  confirmLab: '{date} को {lab} में आपकी {test} जाँच रद्द हो जाएगी। इसे वापस नहीं किया जा सकता।',
  confirmPackage: '{date} की आपकी {name} बुकिंग रद्द हो जाएगी। इसे वापस नहीं किया जा सकता।',
  confirmYes: 'हाँ, रद्द करें',
  confirmNo: 'नहीं, रहने दें',
  cancelling: 'रद्द किया जा रहा है...',
  close: 'बंद करें',
};
