export default {
  patientName: 'मरीज़ का नाम',
  name: 'नाम',
  email: 'ईमेल',
  emailHint: 'हम पुष्टि यहीं भेजते हैं।',
  phone: 'फ़ोन',
  phoneHint: '10 अंक, जैसे 9876543210।',
  address: 'पता',
  age: 'उम्र',
  ageHint: 'वर्षों में, 1 से 120।',
};
