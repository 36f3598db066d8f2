export default {
  where: 'कहाँ?',
  atLab: 'लैब में',
  atHome: 'मेरे घर पर',
  placeHome: 'हम आपके घर आते हैं।',
  placeHospital: 'अस्पताल में।',
  pincode: 'पिनकोड',
  pincodeHint: 'हम फ़रीदाबाद में इन पिनकोड वाले घरों पर आते हैं: {pincodes}।',
  homeCharge: 'घर से सैंपल लेने का शुल्क: {price}',
};
