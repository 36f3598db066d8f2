export default {
  feedbackOn: '{care} पर मरीज़ की प्रतिक्रिया',
};
