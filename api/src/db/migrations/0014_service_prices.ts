import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Home care's texts quoted "₹299 per day", a price nothing bookable has: its visits start at ₹800
 * and an attendant is ₹1,200 a day. The texts now name priced items (`{price:…}`, `{from:…}`) and
 * the API writes in their prices as it reads them (features/services/prices.ts).
 *
 * A database seeded earlier gets the new texts here, each old sentence replaced only where it is
 * still the seed's word for word: a text the hospital has edited is left as it is. The texts are
 * written out here, not imported from the seed, so this migration does what it did when it shipped.
 */
const REPLACED: readonly (readonly [string, string])[] = [
  [
    'Hospital-quality nursing, doctor visits, physiotherapy and sample collection in your own home, anywhere in Faridabad and Ballabgarh, starting at ₹299 per day.',
    'Hospital-quality nursing, doctor visits, physiotherapy and sample collection in your own home, anywhere in Faridabad and Ballabgarh. Visits from {from:home-care/visit}.',
  ],
  ['From ₹299 per Day', 'Visits from {from:home-care/visit}'],
  [
    'Packages from ₹299 per day',
    'Home visits from {from:home-care/visit}; an attendant {price:elderly-care-attendant} a day',
  ],
  ['Packages starting at ₹299 per day', 'Home visits starting at {from:home-care/visit}'],
  [
    'Attendant care starts at ₹299 per day; nursing and physiotherapy are priced per visit or per shift. You receive a written estimate first.',
    "A nursing visit costs {price:home-nursing-visit}, a physiotherapy session {price:home-physiotherapy-session}, a doctor's visit {price:home-doctor-visit} and a post-operative care visit {price:post-operative-care-visit}; an attendant for 12 hours costs {price:elderly-care-attendant} a day. You receive a written estimate first.",
  ],
  [
    'आपके अपने घर पर अस्पताल जैसी नर्सिंग, डॉक्टर की विज़िट, फ़िज़ियोथेरेपी और नमूना संग्रह, फ़रीदाबाद और बल्लभगढ़ में कहीं भी, ₹299 प्रति दिन से शुरू।',
    'आपके अपने घर पर अस्पताल जैसी नर्सिंग, डॉक्टर की विज़िट, फ़िज़ियोथेरेपी और नमूना संग्रह, फ़रीदाबाद और बल्लभगढ़ में कहीं भी। विज़िट {from:home-care/visit} से शुरू।',
  ],
  ['₹299 प्रति दिन से', 'विज़िट {from:home-care/visit} से'],
  ['₹299 प्रति दिन से पैकेज', 'होम विज़िट {from:home-care/visit} से; अटेंडेंट {price:elderly-care-attendant} प्रति दिन'],
  ['₹299 प्रति दिन से शुरू होने वाले पैकेज', 'होम विज़िट {from:home-care/visit} से शुरू'],
  [
    'अटेंडेंट की देखभाल ₹299 प्रति दिन से शुरू होती है; नर्सिंग और फ़िज़ियोथेरेपी की कीमत प्रति विज़िट या प्रति शिफ़्ट होती है। पहले आपको ख़र्च का लिखित अनुमान मिलता है।',
    'एक नर्सिंग विज़िट का ख़र्च {price:home-nursing-visit}, फ़िज़ियोथेरेपी सेशन का {price:home-physiotherapy-session}, डॉक्टर की विज़िट का {price:home-doctor-visit} और ऑपरेशन के बाद की देखभाल की विज़िट का {price:post-operative-care-visit} है; 12 घंटे के अटेंडेंट का ख़र्च {price:elderly-care-attendant} प्रति दिन है। पहले आपको ख़र्च का लिखित अनुमान मिलता है।',
  ],
];

type Texts = ReadonlyMap<string, string>;

/** Every string in a page document that is a key of `texts`, replaced by its value. */
function replaced(value: unknown, texts: Texts): unknown {
  if (typeof value === 'string') return texts.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => replaced(item, texts));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaced(item, texts)]));
  }
  return value;
}

interface ServiceTexts {
  id: number;
  description: string;
  description_hi: string | null;
  page: unknown;
  page_hi: unknown;
}

async function rewrite(db: Kysely<unknown>, texts: Texts): Promise<void> {
  const { rows } = await sql<ServiceTexts>`
    select id, description, description_hi, page, page_hi from services where slug = 'home-care'
  `.execute(db);
  for (const row of rows) {
    await sql`
      update services set
        description = ${replaced(row.description, texts)},
        description_hi = ${replaced(row.description_hi, texts)},
        page = ${JSON.stringify(replaced(row.page, texts))}::jsonb,
        page_hi = ${row.page_hi === null ? null : JSON.stringify(replaced(row.page_hi, texts))}::jsonb
      where id = ${row.id}
    `.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, new Map(REPLACED));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, new Map(REPLACED.map(([before, after]) => [after, before])));
}
