export default {
  heading: 'आज की ख़बरें',
  eyebrow: 'स्वास्थ्य समाचार',
  postedOn: 'प्रकाशित',
  by: 'लेखक: {author}',
  comments: { one: '{count} टिप्पणी', other: '{count} टिप्पणियाँ' },
  continue: 'आगे पढ़ें',
  continueAbout: 'हमारे ब्लॉग पर: {title}',
};
