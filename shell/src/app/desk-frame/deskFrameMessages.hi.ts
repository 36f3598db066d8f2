export default {
  staffDesk: 'स्टाफ़ डेस्क',
  skipToContent: 'मुख्य सामग्री पर जाएँ',
  signedInAs: '{name}, {role}',
  reception: 'रिसेप्शन',
  opd_manager: 'ओपीडी मैनेजर',
  admin: 'एडमिन',
  signOut: 'साइन आउट करें',
  signOutFailed: 'साइन आउट नहीं हुआ: फिर से कोशिश करें।',
  loading: 'डेस्क लोड हो रहा है…',
};
