export default {
  heading: 'लोकप्रिय सेवाएँ',
  loading: 'सेवाएँ लोड हो रही हैं...',
  empty: 'कोई सेवा उपलब्ध नहीं है',
};
