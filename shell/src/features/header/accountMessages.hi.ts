export default {
  signedInAs: 'इस नाम से साइन इन:',
  myBookings: 'मेरी बुकिंग',
  signOut: 'साइन आउट',
  signedOut: 'आप साइन आउट हो गए हैं।',
  signOutFailed: 'साइन आउट नहीं हो सका। कृपया फिर से कोशिश करें।',
};
