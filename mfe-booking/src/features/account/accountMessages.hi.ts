export default {
  password: 'पासवर्ड',
  networkError: 'नेटवर्क त्रुटि। कृपया अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  passwordRule: 'आम पासवर्ड, जैसे password123, स्वीकार नहीं किए जाते।',
  register: 'पंजीकरण करें',
  loginLink: 'लॉग इन करें',
  passwordCheckBusy: 'अभी बहुत से लोग लॉग इन कर रहे हैं। कृपया कुछ सेकंड बाद फिर से कोशिश करें।',
  tryAgain: 'फिर से कोशिश करें',
};
