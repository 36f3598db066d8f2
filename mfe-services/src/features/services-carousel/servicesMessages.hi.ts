import { HOSPITAL } from 'contract/hospital';

export default {
  heading: 'हमारी सेवाएँ',
  intro: 'जीवन के हर पड़ाव के लिए विशेषज्ञ देखभाल, चौबीसों घंटे।',
  carouselLabel: 'प्रमुख सेवाएँ',
  loading: 'सेवाएँ लोड हो रही हैं...',
  failed: 'सेवाएँ लोड नहीं हो सकीं',
  empty: 'कोई सेवा उपलब्ध नहीं है',
  retry: 'फिर से कोशिश करें',
  readMore: 'और पढ़ें',
  readMoreAbout: ': {name}',
  allServices: 'हमारी सभी सेवाएँ',
  metaDescription: `${HOSPITAL.name} की हर विशेषज्ञता और सेवा, दुर्घटना और आपातकालीन सेवा से लेकर दंत चिकित्सा तक।`,
};
