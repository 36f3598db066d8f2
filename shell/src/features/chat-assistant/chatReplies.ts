import { isRedFlag } from '../../components/EmergencyFirst/redFlags';

/** What the assistant can answer about; each has its reply in the chat's texts (`reply_<topic>`). */
export type ReplyTopic =
  'redFlag' | 'appointment' | 'emergency' | 'doctor' | 'lab' | 'icu' | 'contact' | 'greeting' | 'fallback';

/** The six quick replies, in order, each asking about its topic (labels in the chat's texts). */
export const QUICK_REPLIES = [
  { label: 'quickAppointment', topic: 'appointment' },
  { label: 'quickEmergency', topic: 'emergency' },
  { label: 'quickDoctor', topic: 'doctor' },
  { label: 'quickLab', topic: 'lab' },
  { label: 'quickIcu', topic: 'icu' },
  { label: 'quickContact', topic: 'contact' },
] as const satisfies readonly { label: string; topic: ReplyTopic }[];

interface ReplyRule {
  topic: Exclude<ReplyTopic, 'fallback' | 'redFlag'>;
  keywords: readonly RegExp[];
}

// Letters of any script: `\b` knows only ASCII, and visitors write Hindi too.
const NOT_BEFORE = '(?<![\\p{L}\\p{M}\\p{N}])';
const NOT_AFTER = '(?![\\p{L}\\p{M}\\p{N}])';
/** Matched where a word starts ("booking" matches "book"), case-insensitively. */
const wordStart = (keyword: string) => new RegExp(`${NOT_BEFORE}${keyword}`, 'iu');
/** Matched as a whole word ("hi" but not "this"). */
const wholeWord = (keyword: string) => new RegExp(`${NOT_BEFORE}${keyword}${NOT_AFTER}`, 'iu');

/** Checked in this order, in English and Hindi; the first rule that matches answers. */
export const REPLY_RULES: readonly ReplyRule[] = [
  {
    topic: 'appointment',
    keywords: [wordStart('appointment'), wordStart('book'), wordStart('अपॉइंटमेंट'), wordStart('बुक')],
  },
  {
    topic: 'emergency',
    keywords: [wordStart('emergency'), wordStart('urgent'), wordStart('आपात'), wordStart('इमरजेंसी')],
  },
  {
    topic: 'doctor',
    keywords: [wordStart('doctor'), wordStart('specialist'), wordStart('डॉक्टर'), wordStart('विशेषज्ञ')],
  },
  {
    topic: 'lab',
    keywords: [
      /blood\s+test/iu,
      wholeWord('lab'),
      wordStart('laborator'),
      wordStart('ब्लड टेस्ट'),
      wordStart('लैब'),
      wordStart('जाँच'),
    ],
  },
  { topic: 'icu', keywords: [wholeWord('icu'), wordStart('critical'), wordStart('आईसीयू')] },
  { topic: 'contact', keywords: [wordStart('contact'), wordStart('address'), wordStart('संपर्क'), wholeWord('पता')] },
  { topic: 'greeting', keywords: [wordStart('hello'), wholeWord('hi'), wordStart('नमस्ते'), wordStart('हेलो')] },
];

/**
 * The topic a visitor's message is about, or `fallback` for a generic reply. A red-flag symptom
 * comes before every rule: the answer is to call for help now.
 */
export function replyTopicFor(message: string): ReplyTopic {
  if (isRedFlag(message)) return 'redFlag';
  return REPLY_RULES.find(({ keywords }) => keywords.some((keyword) => keyword.test(message)))?.topic ?? 'fallback';
}
