import { HOSPITAL } from 'contract/hospital';

export default {
  title: 'चित्र गैलरी',
  filterLabel: 'इनके चित्र दिखाएँ',
  all: 'सभी',
  showing: '{total} में से {count} चित्र दिखाए जा रहे हैं',
  openRelated: '{category} के बारे में पढ़ें',
  expand: 'बड़ा देखें: {title}, चित्र {index} / {count}',
  loadingViewer: 'चित्र खुल रहा है...',
  lightboxLabel: 'चित्र दर्शक',
  lightboxCarousel: 'चित्र',
  previous: 'पिछला चित्र',
  next: 'अगला चित्र',
  close: 'चित्र दर्शक बंद करें',
  slide: 'चित्र',
  slideOf: '{index} / {total}',
  metaDescription: `${HOSPITAL.name} के चित्र: होम केयर, डायबिटीज़ की देखभाल, बैरिएट्रिक सर्जरी और दंत चिकित्सा।`,
};
