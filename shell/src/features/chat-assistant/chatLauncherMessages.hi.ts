const chatLauncherMessagesHi = {
  helpAndChat: 'मदद और चैट',
  callUs: '{phone} पर कॉल करें',
  chatWithUs: 'हमसे चैट करें',
  unread: { one: '{count} नया संदेश', other: '{count} नए संदेश' },
};

export default chatLauncherMessagesHi;
