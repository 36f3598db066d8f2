/**
 * Every medical speciality the site's English content may name, and where a patient books it.
 * `specialities.test.ts` reads the content of every remote, the shell and the API's seed, and fails
 * when content names a speciality that no seeded department with a doctor books: a parent reading
 * "paediatricians" must find a paediatrician to book. A new speciality in content needs its entry
 * here, and either a department in `src/db/seed/doctors.ts` or a reason it is not booked on its own.
 * The remotes cannot import from the API, so this list lives beside the test that reads them.
 */

/** Booked on its own: the department, by its seeded name, whose doctors take the appointment. */
export interface BookedIn {
  department: string;
}

/** Named in content without a department of its own. */
export interface NotBooked {
  /** Why a patient does not book it on its own (given within another service, or a blog topic). */
  why: string;
  /**
   * The only content files (from the repository's root) that may name it; absent: any. An empty
   * list: the hospital has no such department, so no content may offer it.
   */
  onlyIn?: readonly string[];
}

export interface Speciality {
  name: string;
  /** How English content names it or its doctors, matched against the whole source text. */
  words: RegExp;
  booking: BookedIn | NotBooked;
}

const notOffered = (why = 'the hospital has no such department'): NotBooked => ({ why, onlyIn: [] });

export const SPECIALITIES: readonly Speciality[] = [
  { name: 'Cardiology', words: /\bcardiolog|\bcardiac\b(?! surg)/i, booking: { department: 'Cardiology' } },
  {
    name: 'Orthopaedics',
    words: /\borthop(a)?edic|\bsports medicine\b|\bpain (clinic|management)\b/i,
    booking: { department: 'Orthopaedics' },
  },
  {
    name: 'Diabetes & Endocrinology',
    words: /\bendocrinolog|\bdiabetolog|\bdiabetes specialist/i,
    booking: { department: 'Diabetes & Endocrinology' },
  },
  {
    name: 'Dentistry',
    words: /\bdent(al|ists?|istry)\b|\b(ortho|endo|prostho|perio)dont/i,
    booking: { department: 'Dental Medicine' },
  },
  {
    name: 'Bariatric, laparoscopic and general surgery',
    words: /\bbariatric|\blaparoscop|\bgeneral surg|\bminimal access/i,
    booking: { department: 'Bariatric & Laparoscopic Surgery' },
  },
  {
    name: 'Emergency medicine and critical care',
    words:
      /\bemergency (medicine|physicians?)\b|\bcritical care\b|\bicu\b|\bintensivists?\b|\bintensive care\b|\btrauma\b/i,
    booking: { department: 'Emergency Medicine' },
  },
  {
    name: 'Internal medicine',
    words: /\binternal medicine\b|\bphysicians?\b/i,
    booking: { department: 'Internal Medicine' },
  },
  {
    name: 'Geriatrics and home care',
    words: /\bgeriatric|\bhome care\b|\belderly care\b/i,
    booking: { department: 'Home Care & Geriatrics' },
  },
  { name: 'Neurology', words: /\bneurolog|\bneuro\b/i, booking: { department: 'Neurology' } },
  { name: 'Paediatrics', words: /\bp(a)?ediatric/i, booking: { department: 'Paediatrics' } },
  {
    name: 'Obstetrics & Gynaecology',
    words: /\bobstetric|\bgyn(a)?ecolog/i,
    booking: { department: 'Obstetrics & Gynaecology' },
  },
  { name: 'Nephrology', words: /\bnephrolog/i, booking: { department: 'Nephrology' } },

  {
    name: 'Anaesthesia',
    words: /\ban(a)?esthe(sia|tists?)\b/i,
    booking: { why: 'given during an operation or procedure booked with the surgeon or dentist' },
  },
  { name: 'Radiology', words: /\bradiolog/i, booking: { why: 'scans done when the treating doctor asks for them' } },
  { name: 'Pathology', words: /\bpatholog/i, booking: { why: 'lab tests, booked on the Blood Test page' } },
  {
    name: 'Physiotherapy',
    words: /\bphysiotherap/i,
    booking: { why: 'part of orthopaedic, home care and recovery plans made by the treating doctor' },
  },
  {
    name: 'Dietetics',
    words: /\bdietitians?\b|\bnutritionists?\b/i,
    booking: { why: 'dietitians work within the diabetes and bariatric programmes' },
  },
  {
    name: 'Psychology',
    words: /\bpsycholog/i,
    booking: { why: 'a psychologist works within the bariatric surgery programme' },
  },
  {
    name: 'Plastic surgery',
    words: /\bplastic surg/i,
    booking: {
      why: 'only a referral elsewhere after weight-loss surgery',
      onlyIn: ['api/src/db/seed/services/bariatric-surgery.ts'],
    },
  },
  {
    name: 'Urology',
    words: /\burolog/i,
    booking: {
      why: 'one of the blog’s tags (a topic of articles, from the spec), not a service',
      onlyIn: ['mfe-content/src/components/blog-posts/posts.ts', 'mfe-content/src/features/blog/messages.ts'],
    },
  },

  { name: 'Dermatology', words: /\bdermatolog|\bskin specialist/i, booking: notOffered() },
  { name: 'Oncology', words: /\boncolog|\bcancer specialist/i, booking: notOffered() },
  { name: 'Ophthalmology', words: /\bophthalmolog|\beye specialist/i, booking: notOffered() },
  { name: 'ENT', words: /\bENT\b|\botorhinolaryng|\bear, nose and throat\b/, booking: notOffered() },
  { name: 'Psychiatry', words: /\bpsychiatr/i, booking: notOffered() },
  { name: 'Pulmonology', words: /\bpulmonolog|\bchest physician|\brespiratory medicine\b/i, booking: notOffered() },
  { name: 'Gastroenterology', words: /\bgastroenterolog|\bhepatolog/i, booking: notOffered() },
  { name: 'Rheumatology', words: /\brheumatolog/i, booking: notOffered() },
  { name: 'Haematology', words: /\bh(a)?ematolog/i, booking: notOffered() },
  { name: 'Neonatology', words: /\bneonatolog|\bNICU\b/i, booking: notOffered() },
  { name: 'Neurosurgery', words: /\bneurosurg|\bspine surg/i, booking: notOffered() },
  { name: 'Cardiac surgery', words: /\bcardiac surg|\bcardiothoracic|\bheart surg/i, booking: notOffered() },
  { name: 'Vascular surgery', words: /\bvascular surg/i, booking: notOffered() },
];
