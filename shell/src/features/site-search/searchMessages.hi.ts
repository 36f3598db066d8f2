const searchMessagesHi = {
  label: 'सेवाएँ और पेज खोजें',
  placeholder: 'सेवाएँ, पेज खोजें...',
  placeholderShort: 'खोजें',
  search: 'खोजें',
  results: 'खोज के नतीजे',
  typeService: 'सेवा',
  typeDepartment: 'विशेषज्ञता',
  typeDoctor: 'डॉक्टर',
  typeArticle: 'लेख',
  typePage: 'पेज',
  resultCount: { one: '{count} नतीजा', other: '{count} नतीजे' },
  noResults: '“{query}” के लिए कोई नतीजा नहीं',
  noResultsStatus: 'कोई नतीजा नहीं। मदद के लिए Enter दबाएँ।',
  allResults: 'सभी नतीजे देखें',
  helpLink: 'खोजने में मदद लें',
};

export default searchMessagesHi;
