/**
 * Symptoms that need the emergency line, not a search result or an appointment: typed into the site
 * search or the chat, they put "Call 112 or our emergency line now" first. Written as the search
 * words are (the departments' data in the API, seeded from `api/src/db/seed/search-words.ts`): in
 * English, Hindi (Devanagari) and romanised Hindi as patients type it. A phrase matches where a word starts in the visitor's text, in any letter case, with any
 * spacing and punctuation between its words; a miss costs a life and a false alarm costs a line of
 * text, so the list leans towards alarming.
 */
export interface RedFlag {
  /** What the phrases are signs of (for the reader of this list and the tests). */
  sign: string;
  phrases: readonly string[];
}

export const RED_FLAGS: readonly RedFlag[] = [
  {
    sign: 'chest pain or pressure',
    phrases: [
      'chest pain',
      'pain in chest',
      'pain in my chest',
      'chest pressure',
      'chest tightness',
      'tight chest',
      'heart attack',
      'सीने में दर्द',
      'सीने मे दर्द',
      'छाती में दर्द',
      'छाती मे दर्द',
      'सीने में दबाव',
      'सीने में जकड़न',
      'दिल का दौरा',
      'हार्ट अटैक',
      'seene mein dard',
      'seene me dard',
      'sine me dard',
      'sine mein dard',
      'seene main dard',
      'chhati mein dard',
      'chhati me dard',
      'chati me dard',
      'chati mein dard',
      'dil ka daura',
      'heart attck',
    ],
  },
  {
    sign: 'breathlessness',
    phrases: [
      'breathless',
      'short of breath',
      'shortness of breath',
      'difficulty breathing',
      'trouble breathing',
      'cannot breathe',
      "can't breathe",
      'cant breathe',
      'not breathing',
      'सांस नहीं',
      'साँस नहीं',
      'सांस फूल',
      'साँस फूल',
      'सांस लेने में',
      'साँस लेने में',
      'saans nahi',
      'sans nahi',
      'saans phool',
      'sans phool',
      'saans lene me',
      'saans lene mein',
      'sans lene me',
    ],
  },
  {
    sign: 'stroke',
    phrases: [
      'stroke',
      'face drooping',
      'drooping face',
      'slurred speech',
      'arm weakness',
      'sudden weakness',
      'paralysis',
      'लकवा',
      'मुंह टेढ़ा',
      'मुँह टेढ़ा',
      'lakwa',
      'lakva',
      'laqwa',
      'muh tedha',
      'munh tedha',
    ],
  },
  {
    sign: 'fainting',
    phrases: ['fainted', 'fainting', 'unconscious', 'passed out', 'collapsed', 'बेहोश', 'बेहोशी', 'behosh', 'behoshi'],
  },
  {
    sign: 'severe bleeding',
    phrases: [
      'severe bleeding',
      'heavy bleeding',
      'bleeding heavily',
      'bleeding a lot',
      'bleeding badly',
      'बहुत खून',
      'खून बह',
      'खून नहीं रुक',
      'bahut khoon',
      'bahut khun',
      'khoon beh',
      'khun beh',
      'khoon nahi ruk',
    ],
  },
  {
    sign: 'poisoning',
    phrases: ['poison', 'overdose', 'swallowed', 'ज़हर', 'जहर', 'zeher', 'zehar', 'jahar', 'jeher'],
  },
  {
    sign: 'a fit',
    phrases: [
      'seizure',
      'convulsion',
      'fitting',
      'having a fit',
      'दौरा पड़',
      'दौरे पड़',
      'मिर्गी',
      'ऐंठन',
      'daura pad',
      'daure pad',
      'mirgi',
    ],
  },
  {
    sign: 'a child who is floppy or will not wake',
    phrases: [
      'floppy',
      "won't wake",
      'wont wake',
      'will not wake',
      'not waking',
      'unresponsive',
      'बच्चा सुस्त',
      'बच्चा नहीं उठ',
      'नहीं उठ रहा',
      'नहीं उठ रही',
      'bachcha sust',
      'baccha sust',
      'bacha sust',
      'nahi uth raha',
      'nahi uth rahi',
    ],
  },
  {
    sign: 'heavy bleeding in pregnancy',
    phrases: [
      'bleeding in pregnancy',
      'pregnancy bleeding',
      'pregnant and bleeding',
      'गर्भावस्था में खून',
      'प्रेगनेंसी में ब्लीडिंग',
      'प्रेगनेंसी में खून',
      'pregnancy me khoon',
      'pregnancy mein khoon',
      'garbhavastha me khoon',
    ],
  },
];

/** Letters, marks and digits of any script; everything else separates words. */
const SEPARATORS = /[^\p{L}\p{M}\p{N}']+/gu;

function normalised(text: string): string {
  return ` ${text.normalize('NFC').toLowerCase().replace(/[’‘]/g, "'").replace(SEPARATORS, ' ').trim()} `;
}

const PHRASES = RED_FLAGS.flatMap((flag) => flag.phrases.map(normalised));

/** Whether the visitor's words name a red-flag symptom: then the emergency message comes first. */
export function isRedFlag(text: string): boolean {
  const words = normalised(text);
  // A phrase starts where a word starts (" stroke" in "a stroke", not in "backstroke").
  return PHRASES.some((phrase) => words.includes(phrase.trimEnd()));
}
