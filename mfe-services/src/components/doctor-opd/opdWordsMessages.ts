import { defineMessages } from 'shared-ui/i18n';

/**
 * Weekday names (`short0`–`short6`, `long0`–`long6`, Sunday first), lists ("Tue and Fri", "Mon, Wed
 * and Fri") and the names of the languages doctors consult in (`language:` and the code), as the
 * browser's own formatters write them (`opdWords.test.ts` holds them to Node's ICU). Kept here rather than asked of `Intl`: a page's
 * first `Intl` formatter loads the locale's data, 20–30 ms on a desktop and four times that on a
 * phone, inside the first render of the doctors page; and Chromium has no name for Haryanvi (`bgc`),
 * which it would write as the bare code where the server wrote "Haryanvi".
 */
export const opdWordsMessages = defineMessages({
  en: {
    short0: 'Sun',
    short1: 'Mon',
    short2: 'Tue',
    short3: 'Wed',
    short4: 'Thu',
    short5: 'Fri',
    short6: 'Sat',
    long0: 'Sunday',
    long1: 'Monday',
    long2: 'Tuesday',
    long3: 'Wednesday',
    long4: 'Thursday',
    long5: 'Friday',
    long6: 'Saturday',
    listOfTwo: '{first} and {last}',
    listOfMore: '{rest} and {last}',
    'language:en': 'English',
    'language:hi': 'Hindi',
    'language:as': 'Assamese',
    'language:bn': 'Bangla',
    'language:bgc': 'Haryanvi',
    'language:brx': 'Bodo',
    'language:doi': 'Dogri',
    'language:gu': 'Gujarati',
    'language:kn': 'Kannada',
    'language:ks': 'Kashmiri',
    'language:kok': 'Konkani',
    'language:mai': 'Maithili',
    'language:ml': 'Malayalam',
    'language:mni': 'Manipuri',
    'language:mr': 'Marathi',
    'language:ne': 'Nepali',
    'language:or': 'Odia',
    'language:pa': 'Punjabi',
    'language:sa': 'Sanskrit',
    'language:sat': 'Santali',
    'language:sd': 'Sindhi',
    'language:ta': 'Tamil',
    'language:te': 'Telugu',
    'language:ur': 'Urdu',
  },
  hi: () => import('./opdWordsMessages.hi'),
});
