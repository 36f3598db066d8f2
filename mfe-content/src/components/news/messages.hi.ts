export default {
  heading: 'हमारे ब्लॉग से',
  eyebrow: 'स्वास्थ्य समाचार',
  postedOn: 'प्रकाशित',
  by: 'लेखक: {author}',
  continue: 'आगे पढ़ें',
  continueAbout: 'पढ़ें: {title}',
};
