export default {
  where: 'कहाँ?',
  atLab: 'लैब में',
  atHome: 'मेरे घर पर',
  placeHome: 'हम आपके घर आते हैं।',
  placeHospital: 'अस्पताल में।',
  pincode: 'पिनकोड',
  pincodeHint: 'हम फ़रीदाबाद में इन पिनकोड वाले घरों पर आते हैं: {pincodes}।',
  time: 'समय',
  timeHint: 'हमें कब आना है। आज के लिए, केवल वे समय जो अभी से कम से कम एक घंटे बाद शुरू होते हैं।',
  timePlaceholder: 'समय चुनें',
  timesEmpty: 'इस दिन कोई समय नहीं बचा है',
  homeCharge: 'घर से सैंपल लेने का शुल्क: {price}',
};
