import accessibilityMessagesHi from './accessibilityMessages.hi';

export default {
  // The page's own Hindi heading.
  title: accessibilityMessagesHi.title,
  description: 'यह वेबसाइट कितनी सुलभ है (WCAG 2.2 AA), क्या अभी सुलभ नहीं है, और किसी रुकावट के बारे में हमें कैसे बताएँ।',
};
