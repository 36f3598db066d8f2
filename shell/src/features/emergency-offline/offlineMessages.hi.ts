import type { OfflineMessages } from './offlineMessages';

const offlineMessagesHi: OfflineMessages = {
  title: 'आपातकाल: {hospital}',
  offline: 'आप ऑफ़लाइन हैं। यह पेज आपकी पिछली विज़िट पर सहेजा गया था ताकि यह बिना कनेक्शन के भी काम करे।',
  heading: 'आपात स्थिति में अभी कॉल करें',
  call112: '112 पर कॉल करें (राष्ट्रीय आपातकालीन नंबर)',
  callEmergency: 'आपातकालीन विभाग {phone}',
  callAmbulance: 'एम्बुलेंस {phone}',
  open: 'आपातकालीन विभाग {hours} खुला है।',
  address: 'आपातकालीन प्रवेश द्वार: {address}',
  directions: 'अपने मैप ऐप में रास्ता देखें',
};

export default offlineMessagesHi;
