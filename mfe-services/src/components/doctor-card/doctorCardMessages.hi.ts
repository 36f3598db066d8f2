export default {
  doctorImage: 'डॉक्टर की तस्वीर',
  aboutDoctor: 'डॉक्टर के बारे में',
  noDescription: 'कोई विवरण उपलब्ध नहीं है।',
  getAppointment: 'अपॉइंटमेंट लें',
  bookAppointment: 'अपॉइंटमेंट बुक करें',
  withDoctor: ' — {name}',
  readMore: 'और पढ़ें',
  readLess: 'कम दिखाएँ',
  aboutName: ' — {name} के बारे में',
};
