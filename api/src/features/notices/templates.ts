/**
 * Every SMS and WhatsApp text a booking sends, in English and Hindi, in one place: the text a
 * hospital registers on the DLT portal (each `{#var#}` a variable) and as a WhatsApp "utility"
 * template (the same words, `{{1}}`, `{{2}}`… for the variables), and the variables each is sent
 * with. The DLT template ids come from the environment (`DLT_TEMPLATE_IDS`), never the repo.
 *
 * A message says the patient's name, the reference, the day and time, the place and where to manage
 * it: never a doctor's speciality, a test, a package or a price (an SMS is read on a lock screen).
 */
import { MANAGE_CODE_MINUTES } from 'contract';
import { HOSPITAL } from 'contract/hospital';
import type { NoticeKind } from '../../db/schema';

export type Language = 'en' | 'hi';

/** One template per purpose; both reminders share theirs (the day in it tells them apart). */
export type TemplateName = 'confirmation' | 'reminder' | 'change' | 'cancellation' | 'code' | 'unavailable' | 'joining';

export const TEMPLATE_NAMES: readonly TemplateName[] = [
  'confirmation',
  'reminder',
  'change',
  'cancellation',
  'code',
  'unavailable',
  'joining',
];

export const templateOf = (kind: NoticeKind): TemplateName =>
  kind === 'reminder3' || kind === 'reminder1' ? 'reminder' : kind;

/**
 * A DLT variable holds at most this many characters. MSG91's help page on "SMS not matched with DLT
 * template" allows 40 per `{#var#}`; operators' portals commonly state 30, so 30 is kept, which
 * fits both.
 */
export const DLT_VARIABLE_LIMIT = 30;

/** The fixed parts of a registered text that differ per hospital: its site and its API's address. */
export interface TemplateAddresses {
  siteUrl: string;
  apiUrl: string;
}

const VAR = '{#var#}';

/** The place a manage link and a stop link point to, as written in the registered text. */
const manage = (a: TemplateAddresses) => `${a.siteUrl}/manage-booking`;
const stop = (a: TemplateAddresses) => `${a.apiUrl}/api/notices/stop/${VAR}`;

const TEXTS: Record<TemplateName, Record<Language, (a: TemplateAddresses) => string>> = {
  confirmation: {
    en: (a) =>
      `Dear ${VAR}, your booking ${VAR} at ${HOSPITAL.name} is confirmed for ${VAR}, ${VAR}. Manage or cancel: ${manage(a)} Stop messages: ${stop(a)}`,
    hi: (a) =>
      `प्रिय ${VAR}, ${HOSPITAL.name} में आपकी बुकिंग ${VAR} ${VAR}, ${VAR} के लिए पक्की है। बदलें या रद्द करें: ${manage(a)} संदेश बंद करें: ${stop(a)}`,
  },
  reminder: {
    en: (a) =>
      `Reminder: ${VAR}, your booking ${VAR} at ${HOSPITAL.name} is on ${VAR}, ${VAR}. Manage or cancel: ${manage(a)} Stop messages: ${stop(a)}`,
    hi: (a) =>
      `याद दिलाना: ${VAR}, ${HOSPITAL.name} में आपकी बुकिंग ${VAR} ${VAR}, ${VAR} को है। बदलें या रद्द करें: ${manage(a)} संदेश बंद करें: ${stop(a)}`,
  },
  change: {
    en: (a) =>
      `Dear ${VAR}, your booking ${VAR} at ${HOSPITAL.name} is now on ${VAR}, ${VAR}. Manage or cancel: ${manage(a)} Stop messages: ${stop(a)}`,
    hi: (a) =>
      `प्रिय ${VAR}, ${HOSPITAL.name} में आपकी बुकिंग ${VAR} अब ${VAR}, ${VAR} को है। बदलें या रद्द करें: ${manage(a)} संदेश बंद करें: ${stop(a)}`,
  },
  cancellation: {
    en: (a) =>
      `Dear ${VAR}, your booking ${VAR} at ${HOSPITAL.name} for ${VAR} is cancelled. To book again: ${a.siteUrl} Stop messages: ${stop(a)}`,
    hi: (a) =>
      `प्रिय ${VAR}, ${HOSPITAL.name} में ${VAR} की आपकी बुकिंग ${VAR} रद्द हो गई है। फिर से बुक करें: ${a.siteUrl} संदेश बंद करें: ${stop(a)}`,
  },
  // Cancelled by the doctor's leave (issue 48): the link (its single-use token a variable, in the
  // address's fragment so no server log keeps it) opens the rebook page on the same doctor's and the
  // department's free slots.
  unavailable: {
    en: (a) =>
      `Dear ${VAR}, your booking ${VAR} at ${HOSPITAL.name} for ${VAR} is cancelled: the doctor is unavailable. Choose another time: ${a.siteUrl}/appointment/rebook#token=${VAR} Stop messages: ${stop(a)}`,
    hi: (a) =>
      `प्रिय ${VAR}, ${HOSPITAL.name} में ${VAR} की आपकी बुकिंग ${VAR} रद्द हो गई है, क्योंकि डॉक्टर उपलब्ध नहीं हैं। दूसरा समय चुनें: ${a.siteUrl}/hi/appointment/rebook#token=${VAR} संदेश बंद करें: ${stop(a)}`,
  },
  // An online consultation's joining details, as the desk recorded them (issue 47): the last variable
  // says how (a call to this number, the meeting link when it fits a variable, or that it is in the e-mail).
  joining: {
    en: (a) =>
      `Dear ${VAR}, your online consultation ${VAR} at ${HOSPITAL.name} on ${VAR}: ${VAR}. Manage: ${manage(a)} Stop messages: ${stop(a)}`,
    hi: (a) =>
      `प्रिय ${VAR}, ${HOSPITAL.name} में आपका ऑनलाइन परामर्श ${VAR} ${VAR} को है: ${VAR}। बदलें: ${manage(a)} संदेश बंद करें: ${stop(a)}`,
  },
  // A code the patient asked for this minute: no stop link, so stopping reminders never stops codes.
  code: {
    en: () =>
      `${VAR} is your code to open booking ${VAR} at ${HOSPITAL.name}. It works for ${MANAGE_CODE_MINUTES} minutes. Do not share it.`,
    hi: () =>
      `${VAR} ${HOSPITAL.name} की बुकिंग ${VAR} खोलने का आपका कोड है। यह ${MANAGE_CODE_MINUTES} मिनट चलेगा। इसे किसी को न बताएं।`,
  },
};

/**
 * The variables' order in each text. The Hindi cancellation names the day before the reference,
 * as Hindi puts it; the others follow the English order.
 */
export type VariableName = 'name' | 'reference' | 'when' | 'place' | 'stop' | 'code' | 'link' | 'join';

const ORDER: Record<TemplateName, Record<Language, VariableName[]>> = {
  confirmation: {
    en: ['name', 'reference', 'when', 'place', 'stop'],
    hi: ['name', 'reference', 'when', 'place', 'stop'],
  },
  reminder: { en: ['name', 'reference', 'when', 'place', 'stop'], hi: ['name', 'reference', 'when', 'place', 'stop'] },
  change: { en: ['name', 'reference', 'when', 'place', 'stop'], hi: ['name', 'reference', 'when', 'place', 'stop'] },
  cancellation: { en: ['name', 'reference', 'when', 'stop'], hi: ['name', 'when', 'reference', 'stop'] },
  code: { en: ['code', 'reference'], hi: ['code', 'reference'] },
  unavailable: { en: ['name', 'reference', 'when', 'link', 'stop'], hi: ['name', 'when', 'reference', 'link', 'stop'] },
  joining: { en: ['name', 'reference', 'when', 'join', 'stop'], hi: ['name', 'reference', 'when', 'join', 'stop'] },
};

/** The text to register on the DLT portal for this template and language. */
export function registeredText(name: TemplateName, language: Language, addresses: TemplateAddresses): string {
  return TEXTS[name][language](addresses);
}

/** The same text as a WhatsApp template body: `{{1}}`, `{{2}}`… in place of each variable. */
export function whatsAppBody(name: TemplateName, language: Language, addresses: TemplateAddresses): string {
  let n = 0;
  return registeredText(name, language, addresses).replaceAll(VAR, () => `{{${(n += 1)}}}`);
}

export function variableOrder(name: TemplateName, language: Language): VariableName[] {
  return ORDER[name][language];
}

/** Characters as a reader counts them (a Devanagari conjunct's parts each count, as DLT counts them). */
const length = (value: string) => Array.from(value).length;

/**
 * A value within the DLT limit, by rule: a name keeps its first word and the initials of the rest
 * ("Ramesh Kumar Chand" → "Ramesh K. C."); anything still longer is cut and ends with "…". Never
 * longer than the limit.
 */
export function withinLimit(value: string, kind: VariableName, limit = DLT_VARIABLE_LIMIT): string {
  const clean = value.replace(/\s+/g, ' ').trim();
  if (length(clean) <= limit) return clean;
  let shorter = clean;
  if (kind === 'name') {
    const [first = '', ...rest] = clean.split(' ');
    shorter = [first, ...rest.map((word) => `${Array.from(word)[0] ?? ''}.`)].join(' ');
    if (length(shorter) <= limit) return shorter;
  }
  return `${Array.from(shorter)
    .slice(0, limit - 1)
    .join('')
    .trimEnd()}…`;
}

/** The values of a message, by name; `orderedVariables` puts them in the template's order. */
export type TemplateValues = Partial<Record<VariableName, string>>;

export function orderedVariables(name: TemplateName, language: Language, values: TemplateValues): string[] {
  return variableOrder(name, language).map((variable) => withinLimit(values[variable] ?? '', variable));
}

/** The registered text with its variables filled in order: exactly what the SMS says. */
export function render(
  name: TemplateName,
  language: Language,
  variables: readonly string[],
  addresses: TemplateAddresses,
): string {
  let n = 0;
  return registeredText(name, language, addresses).replaceAll(VAR, () => variables[n++] ?? '');
}

/**
 * What a hospital registers, template by template (`scripts/notice-templates.ts` prints it): the
 * DLT text, the WhatsApp template's name and body, and what each variable carries.
 */
export function templateSheet(addresses: TemplateAddresses, whatsAppNames: Record<string, string>): string {
  return TEMPLATE_NAMES.flatMap((name) =>
    (['en', 'hi'] as const).map((language) =>
      [
        `## ${name}.${language}`,
        '',
        `DLT content template (category "Service Implicit"); its id goes in DLT_TEMPLATE_IDS as ${name}.${language}=…`,
        `and MSG91's id of it in MSG91_TEMPLATE_IDS as ${name}.${language}=…:`,
        registeredText(name, language, addresses),
        '',
        `WhatsApp "utility" template "${whatsAppNames[name] ?? `booking_${name}`}", language ${language}, body:`,
        whatsAppBody(name, language, addresses),
        '',
        `Variables, in order (each at most ${DLT_VARIABLE_LIMIT} characters): ${variableOrder(name, language).join(', ')}`,
        '',
      ].join('\n'),
    ),
  ).join('\n');
}
