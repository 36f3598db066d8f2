export default {
  carousel: 'कैरोसेल',
  slide: 'स्लाइड',
  slideOf: '{count} में से {index}',
  announce: '{count} में से स्लाइड {index}',
  previous: 'पिछली स्लाइड',
  next: 'अगली स्लाइड',
  goTo: 'स्लाइड {index} पर जाएँ',
  chooseSlide: 'स्लाइड चुनें',
  pause: 'रोकें',
  play: 'चलाएँ',
  pauseLabel: 'स्लाइड शो रोकें',
  playLabel: 'स्लाइड शो चलाएँ',
};
