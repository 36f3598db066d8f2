export default {
  time: 'समय',
  timeHint: 'हमें कब आना है। आज के लिए, केवल वे समय जो अभी से कम से कम एक घंटे बाद शुरू होते हैं।',
  timePlaceholder: 'समय चुनें',
  timesEmpty: 'इस दिन कोई समय नहीं बचा है',
};
