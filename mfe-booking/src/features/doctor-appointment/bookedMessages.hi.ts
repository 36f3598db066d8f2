export default {
  success: 'आपकी अपॉइंटमेंट बुक हो गई है।',
  detailDoctor: 'डॉक्टर',
  detailDepartment: 'विभाग',
  detailDate: 'तारीख़',
  detailTime: 'समय',
  detailRoom: 'कमरा',
  detailMode: 'माध्यम',
  timeRange: '{start} से {end} तक',
  nextOfflineSlot: 'कृपया अपने समय से 15 मिनट पहले अपने बुकिंग संदर्भ के साथ {room} में आएँ।',
  nextOnlineSlot: 'आपके समय से पहले हमारा फ़्रंट डेस्क आपके दिए फ़ोन नंबर पर फ़ोन करके बताएगा कि वीडियो परामर्श से कैसे जुड़ें।',
};
