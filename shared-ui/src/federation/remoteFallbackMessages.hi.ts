const remoteFallbackMessagesHi = {
  loading: 'लोड हो रहा है...',
  unavailable: 'यह हिस्सा अभी उपलब्ध नहीं है।',
  retry: 'फिर से कोशिश करें',
};

export default remoteFallbackMessagesHi;
