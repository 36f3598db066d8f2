export default {
  lastReviewed: 'पेज की पिछली समीक्षा:',
  nextReview: 'अगली समीक्षा की तारीख़:',
};
