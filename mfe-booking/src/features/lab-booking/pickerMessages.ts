import { defineMessages } from 'shared-ui/i18n';

/** The test picker's list and chosen tests (loaded with the picker, at the first focus in the form). */
export const pickerMessages = defineMessages({
  en: {
    testsList: 'Tests',
    // Whole sentences, one per case, so each language words them in its own order.
    noTests: 'No tests found',
    noTestsForLab: 'No tests found for selected lab',
    noTestsMatching: 'No tests found matching “{query}”',
    noTestsForLabMatching: 'No tests found for selected lab matching “{query}”',
    clearSearch: 'Clear search',
    closeList: 'Close',
    testsAvailable: '{count} tests available. Use the up and down arrow keys to choose one.',
    oneTestAvailable: '1 test available. Press Enter to choose it.',
    testChosen: '{name} chosen.',
    testsChosen: 'Chosen tests',
    removeTest: 'Remove {name}',
    testRemoved: '{name} removed.',
    testsFull: 'You have chosen {max} tests, the most one visit takes.',
  },
  hi: () => import('./pickerMessages.hi'),
});
