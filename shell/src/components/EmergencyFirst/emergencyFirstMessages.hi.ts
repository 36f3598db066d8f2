const emergencyFirstMessagesHi = {
  title: 'अभी 112 या हमारी इमरजेंसी लाइन पर कॉल करें',
  text: 'आपने जो लिखा है, वह आपातकाल का संकेत हो सकता है। अपॉइंटमेंट का इंतज़ार न करें।',
  callNational: '112 पर कॉल करें',
  nationalLabel: 'राष्ट्रीय आपातकालीन नंबर',
  callHospital: '{phone} पर कॉल करें',
  hospitalLabel: 'हमारा इमरजेंसी विभाग, 24 घंटे खुला',
};

export default emergencyFirstMessagesHi;
