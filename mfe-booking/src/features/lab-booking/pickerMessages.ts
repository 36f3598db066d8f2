import { defineMessages } from 'shared-ui/i18n';

/** The test picker's list and chosen tests (loaded with the picker, at the first focus in the form). */
export const pickerMessages = defineMessages({
  en: {
    testsList: 'Tests',
    noTests: 'No tests found',
    noTestsForLab: 'for selected lab',
    noTestsMatching: 'matching “{term}”',
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
