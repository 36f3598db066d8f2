import termsMessagesHi from './termsMessages.hi';

export default {
  // The page's own Hindi heading.
  title: termsMessagesHi.title,
  description: 'मरीज़ों और आगंतुकों के लिए इस वेबसाइट के इस्तेमाल के नियम और गोपनीयता सूचना।',
};
