const notFoundMessagesHi = {
  title: 'पेज नहीं मिला',
  subtitle: 'आपने जो पेज माँगा, वह इस साइट पर नहीं है।',
  help: 'हो सकता है वह कहीं और चला गया हो, या पता गलत लिखा गया हो। ये लिंक आपकी मदद करेंगे:',
  home: 'होम पेज पर जाएँ',
  services: 'हमारी सेवाएँ देखें',
};

export default notFoundMessagesHi;
