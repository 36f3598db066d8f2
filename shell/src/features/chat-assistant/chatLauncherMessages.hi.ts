const chatLauncherMessagesHi = {
  helpAndChat: 'मदद और चैट',
  callUs: '{phone} पर कॉल करें',
  chatWithUs: 'हमसे चैट करें',
  unreadOne: '{count} नया संदेश',
  unreadOther: '{count} नए संदेश',
};

export default chatLauncherMessagesHi;
