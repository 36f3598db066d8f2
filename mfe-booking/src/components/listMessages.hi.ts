export default {
  listError: 'त्रुटि: {message}',
  listErrorStatus: 'त्रुटि: API त्रुटि {status}',
  listErrorNoAnswer: 'त्रुटि: सर्वर से जवाब नहीं मिला',
  listErrorInvalid: 'त्रुटि: सर्वर से मिला डेटा सही रूप में नहीं है',
  labsError: 'त्रुटि: API त्रुटि {status}',
};
