const splashMessagesHi = {
  welcome: '{hospital} में आपका स्वागत है',
  tagline: 'फ़रीदाबाद की सेवा में, {hours}',
  emergency: 'आपातकाल में कॉल करें',
  or: 'या',
};

export default splashMessagesHi;
