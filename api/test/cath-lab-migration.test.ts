/**
 * Migration 0018 on a database seeded before the cath lab's one truth (issue 44, finding 9): the
 * cardiology and A&E pages' "open round the clock" texts become the seed's "called in when needed",
 * in English and Hindi, only where they are still the old seed's; a text the hospital edited and
 * another service stay as they are, and running it again changes nothing. On a new embedded
 * database, or on PostgreSQL when DATABASE_URL is set.
 */
import { Migrator, sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db';
import { migrationProvider } from '../src/db/migrations';
import * as cathLabTexts from '../src/db/migrations/0018_cath_lab_texts';
import { accidentAndEmergency } from '../src/db/seed/services/accident-and-emergency';
import { accidentAndEmergencyHi } from '../src/db/seed/services/accident-and-emergency.hi';
import { cardiology } from '../src/db/seed/services/cardiology';
import { cardiologyHi } from '../src/db/seed/services/cardiology.hi';
import { onEmptyDatabase } from './empty-database';

const THIS = '0018_cath_lab_texts';

let db: Kysely<Database>;
let before: string;

onEmptyDatabase((opened) => {
  db = opened;
});

beforeAll(async () => {
  const names = Object.keys(await migrationProvider.getMigrations()).sort();
  before = names[names.indexOf(THIS) - 1] ?? '';
});

/** What the seed said before, keyed by what it says now: a database seeded then holds these. */
const OLD_TEXTS = new Map<string, string>([
  [cardiology.description, cardiology.description.replace('a cath lab', 'a 24 x 7 cath lab')],
  ['Cath Lab', '24 x 7 Cath Lab'],
  ['Cath lab team called in when a heart attack needs it', 'Cath lab team on call round the clock'],
  ['Cath lab for emergency angioplasty', 'Cath lab open 24 x 7, 365 days a year'],
  [
    accidentAndEmergency.page.hero_section?.description ?? '',
    'Our emergency department never closes. Emergency physicians, trauma surgeons, cardiologists and neurologists are on call around the clock, with the cath lab, CT scanner, blood bank and operation theatres ready within minutes of your arrival.',
  ],
  ['Primary angioplasty in the cath lab', 'Primary angioplasty in the 24 x 7 cath lab'],
  [
    'Opening blocked heart arteries during a heart attack; its team is called in when needed.',
    'Opening blocked heart arteries during a heart attack, around the clock.',
  ],
  [cardiologyHi.description, cardiologyHi.description.replace(': कैथ लैब', ': 24 x 7 कैथ लैब')],
  ['कैथ लैब', '24 x 7 कैथ लैब'],
  ['दिल के दौरे में ज़रूरत पड़ने पर कैथ लैब टीम बुलाई जाती है', 'कैथ लैब टीम चौबीसों घंटे ऑन-कॉल'],
  ['आपातकालीन एंजियोप्लास्टी के लिए कैथ लैब', 'कैथ लैब 24 x 7, साल के 365 दिन खुली'],
  [
    accidentAndEmergencyHi.page.hero_section?.description ?? '',
    'हमारा आपातकालीन विभाग कभी बंद नहीं होता। आपातकालीन डॉक्टर, ट्रॉमा सर्जन, हृदय रोग विशेषज्ञ और न्यूरोलॉजिस्ट चौबीसों घंटे ऑन-कॉल रहते हैं, और आपके पहुँचने के कुछ ही मिनटों में कैथ लैब, सीटी स्कैनर, ब्लड बैंक और ऑपरेशन थियेटर तैयार होते हैं।',
  ],
  ['कैथ लैब में प्राइमरी एंजियोप्लास्टी', '24 x 7 कैथ लैब में प्राइमरी एंजियोप्लास्टी'],
  ['दिल के दौरे में बंद धमनियाँ खोलना; ज़रूरत पड़ने पर इसकी टीम बुलाई जाती है।', 'दिल के दौरे में बंद धमनियाँ खोलना, चौबीसों घंटे।'],
]);

/** `value` with every string that is a key of `texts` replaced by its value. */
function withTexts<T>(value: T, texts: ReadonlyMap<string, string>): T {
  return JSON.parse(JSON.stringify(value), (_key, item: unknown) =>
    typeof item === 'string' ? (texts.get(item) ?? item) : item,
  ) as T;
}

const old = <T>(value: T): T => withTexts(value, OLD_TEXTS);
/** A stored page as the database gives it back: plain JSON. */
const asStored = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** The hospital rewrote one of A&E's points itself: that is theirs to keep. */
const EDITED_POINT = 'Primary angioplasty in our cath lab, as our cardiologists decide';
const oldEmergencyPage = () => {
  const page = old(accidentAndEmergency.page);
  const cardiac = page.service_details?.find((section) => section.title === 'Cardiac Emergencies');
  if (!cardiac?.points[0]) throw new Error('the A&E seed has no cardiac point');
  cardiac.points[0].point = EDITED_POINT;
  return page;
};

const rowOf = (slug: string) =>
  db
    .selectFrom('services')
    .select(['description', 'description_hi', 'page', 'page_hi'])
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();

test("an older database's cath lab texts become the seed's, in both languages, where still the old seed's", async () => {
  const migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateTo(before)).error).toBeUndefined();
  await sql`
    insert into services (id, slug, name, description, service_banner, position, page, description_hi, page_hi) values
      (1, 'cardiology', 'Cardiology', ${old(cardiology.description)}, null, 0, ${JSON.stringify(old(cardiology.page))},
        ${old(cardiologyHi.description)}, ${JSON.stringify(old(cardiologyHi.page))}),
      (2, 'accident-and-emergency', 'A&E', ${old(accidentAndEmergency.description)}, null, 1,
        ${JSON.stringify(oldEmergencyPage())}, ${old(accidentAndEmergencyHi.description)},
        ${JSON.stringify(old(accidentAndEmergencyHi.page))}),
      (3, 'sleep', 'Sleep', '24 x 7 Cath Lab', null, 2, ${JSON.stringify({ badge: '24 x 7 Cath Lab' })}, null, null)
  `.execute(db);
  expect((await rowOf('cardiology')).page.hero_section?.badge_1).toBe('24 x 7 Cath Lab');

  expect((await migrator.migrateTo(THIS)).error).toBeUndefined();

  // Word for word what the seed now gives a new database.
  const heart = await rowOf('cardiology');
  expect(heart).toEqual({
    description: cardiology.description,
    description_hi: cardiologyHi.description,
    page: asStored(cardiology.page),
    page_hi: asStored(cardiologyHi.page),
  });
  const emergency = await rowOf('accident-and-emergency');
  expect(emergency.description).toBe(accidentAndEmergency.description);
  expect(emergency.page_hi).toEqual(asStored(accidentAndEmergencyHi.page));
  expect(emergency.page.hero_section?.description).toBe(accidentAndEmergency.page.hero_section?.description);
  expect(JSON.stringify(emergency.page)).not.toMatch(/around the clock\.|24 x 7 cath lab/);
  // The hospital's own words, and another service, are theirs to change.
  expect(JSON.stringify(emergency.page)).toContain(EDITED_POINT);
  expect(await rowOf('sleep')).toMatchObject({ description: '24 x 7 Cath Lab', page: { badge: '24 x 7 Cath Lab' } });

  // Run again (a restored backup migrated twice): nothing left to replace, nothing changes.
  await cathLabTexts.up(db as unknown as Kysely<unknown>);
  expect(await rowOf('cardiology')).toEqual(heart);
  expect(await rowOf('accident-and-emergency')).toEqual(emergency);
});

test('it can be undone', async () => {
  const migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateTo(before)).error).toBeUndefined();
  const row = await rowOf('cardiology');
  expect(row.description).toBe(old(cardiology.description));
  expect(row.page_hi).toEqual(asStored(old(cardiologyHi.page)));
  expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
});
