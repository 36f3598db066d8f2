export default {
  navLabel: 'डेस्क के पेज',
  navDay: 'दिन की सूची',
  navBook: 'मरीज़ की बुकिंग',
  navMessages: 'संदेश',
  navAccounts: 'स्टाफ़ खाते',
  navNotices: 'न पहुँचे संदेश',
  navAudit: 'ऑडिट',
  navSpeed: 'साइट की गति',
  navSessions: 'आपके सेशन',
  notForRoleTitle: 'आपकी भूमिका के लिए नहीं',
  notForRole: 'आपकी भूमिका ({role}) से यह पेज नहीं खुलता। ज़रूरत हो तो कृपया किसी एडमिन से कहें।',
  checking: 'जाँच हो रही है कि कौन साइन इन है…',
};
