/**
 * Migration 0014 on a database seeded before it: home care's texts that quoted "₹299 per day" name
 * their priced items instead, in both languages, where they are still the seed's; a text the
 * hospital edited stays as it is, and another service is untouched. On a new embedded database, or
 * on PostgreSQL when DATABASE_URL is set.
 */
import { Migrator, sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db';
import { migrationProvider } from '../src/db/migrations';
import { homeCare } from '../src/db/seed/services/home-care';
import { homeCareHi } from '../src/db/seed/services/home-care.hi';
import { onEmptyDatabase } from './empty-database';

const THIS = '0014_service_prices';

let db: Kysely<Database>;
let before: string;

onEmptyDatabase((opened) => {
  db = opened;
});

beforeAll(async () => {
  const names = Object.keys(await migrationProvider.getMigrations()).sort();
  before = names[names.indexOf(THIS) - 1] ?? '';
});

/** Home care's page as the seed wrote it before this migration, with one answer the hospital rewrote. */
const OLD_PAGE = {
  hero_section: { title: 'Home Care Services', badge_3: 'From ₹299 per Day' },
  why_choose_us_sections: [
    { id: 3, title: 'Fair and Clear Pricing', points: [{ point: 'Packages from ₹299 per day' }] },
  ],
  leader_points: [{ point: 'Packages starting at ₹299 per day' }, { point: 'Backed by our emergency team' }],
  faqs: [
    {
      question: 'What does home care cost?',
      answer:
        'Attendant care starts at ₹299 per day; nursing and physiotherapy are priced per visit or per shift. You receive a written estimate first.',
    },
    { question: 'Do you take cards?', answer: 'Yes, from ₹299 upwards, as our desk told you.' },
  ],
};
const OLD_PAGE_HI = {
  hero_section: { title: 'होम केयर सेवाएँ', badge_3: '₹299 प्रति दिन से' },
  why_choose_us_sections: [{ id: 3, title: 'उचित और स्पष्ट कीमत', points: [{ point: '₹299 प्रति दिन से पैकेज' }] }],
  leader_points: [{ point: '₹299 प्रति दिन से शुरू होने वाले पैकेज' }],
  faqs: [
    {
      question: 'होम केयर का ख़र्च क्या है?',
      answer:
        'अटेंडेंट की देखभाल ₹299 प्रति दिन से शुरू होती है; नर्सिंग और फ़िज़ियोथेरेपी की कीमत प्रति विज़िट या प्रति शिफ़्ट होती है। पहले आपको ख़र्च का लिखित अनुमान मिलता है।',
    },
  ],
};
const OLD_DESCRIPTION =
  'Hospital-quality nursing, doctor visits, physiotherapy and sample collection in your own home, anywhere in Faridabad and Ballabgarh, starting at ₹299 per day.';
const OLD_DESCRIPTION_HI =
  'आपके अपने घर पर अस्पताल जैसी नर्सिंग, डॉक्टर की विज़िट, फ़िज़ियोथेरेपी और नमूना संग्रह, फ़रीदाबाद और बल्लभगढ़ में कहीं भी, ₹299 प्रति दिन से शुरू।';

const homeCareRow = () =>
  db
    .selectFrom('services')
    .select(['description', 'description_hi', 'page', 'page_hi'])
    .where('slug', '=', 'home-care')
    .executeTakeFirstOrThrow();

test("an older database's home care texts name their priced items, in both languages, where still the seed's", async () => {
  const migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateTo(before)).error).toBeUndefined();
  await sql`
    insert into services (id, slug, name, description, service_banner, position, page, description_hi, page_hi) values
      (1, 'home-care', 'Home Care', ${OLD_DESCRIPTION}, null, 0, ${JSON.stringify(OLD_PAGE)}, ${OLD_DESCRIPTION_HI},
        ${JSON.stringify(OLD_PAGE_HI)}),
      (2, 'sleep', 'Sleep', 'From ₹299 per Day', null, 1, ${JSON.stringify({ leader_points: [{ point: 'From ₹299 per Day' }] })},
        null, null)
  `.execute(db);

  expect((await migrator.migrateTo(THIS)).error).toBeUndefined();

  const row = await homeCareRow();
  // Word for word what the seed now gives a new database.
  expect(row.description).toBe(homeCare.description);
  expect(row.description_hi).toBe(homeCareHi.description);
  expect(row.page.hero_section?.badge_3).toBe(homeCare.page.hero_section?.badge_3);
  expect(row.page_hi?.hero_section?.badge_3).toBe(homeCareHi.page.hero_section?.badge_3);
  expect(row.page.why_choose_us_sections?.[0]?.points).toEqual([
    { point: homeCare.page.why_choose_us_sections?.[2]?.points[0]?.point },
  ]);
  expect(row.page_hi?.why_choose_us_sections?.[0]?.points).toEqual([
    { point: homeCareHi.page.why_choose_us_sections?.[2]?.points[0]?.point },
  ]);
  expect(row.page.leader_points).toEqual([homeCare.page.leader_points?.[1], { point: 'Backed by our emergency team' }]);
  expect(row.page_hi?.leader_points).toEqual([homeCareHi.page.leader_points?.[1]]);
  expect(row.page.faqs?.[0]?.answer).toBe(homeCare.page.faqs?.[3]?.answer);
  expect(row.page_hi?.faqs?.[0]?.answer).toBe(homeCareHi.page.faqs?.[3]?.answer);
  // The hospital's own words, and another service, are theirs to change.
  expect(row.page.faqs?.[1]?.answer).toBe('Yes, from ₹299 upwards, as our desk told you.');
  expect(
    await db
      .selectFrom('services')
      .select(['description', 'page'])
      .where('slug', '=', 'sleep')
      .executeTakeFirstOrThrow(),
  ).toEqual({ description: 'From ₹299 per Day', page: { leader_points: [{ point: 'From ₹299 per Day' }] } });
});

test('it can be undone', async () => {
  const migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateTo(before)).error).toBeUndefined();
  const row = await homeCareRow();
  expect(row.description).toBe(OLD_DESCRIPTION);
  expect(row.description_hi).toBe(OLD_DESCRIPTION_HI);
  expect(row.page).toEqual(OLD_PAGE);
  expect(row.page_hi).toEqual(OLD_PAGE_HI);
  expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
});
