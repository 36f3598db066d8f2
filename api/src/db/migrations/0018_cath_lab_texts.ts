import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * One truth about the cath lab (issue 44, finding 9): the cardiology and A&E pages said it was open
 * round the clock (24 x 7, 365 days) where the Emergency page said its team is on call. The seed
 * now says the team is called in when a heart attack needs it; a database seeded earlier gets those
 * texts here. Each old text is replaced only where it is still the seed's word for word, so a text
 * the hospital has edited stays theirs, and a second run finds nothing to replace. The texts are
 * written out, not imported from the seed, so this migration does what it did when it shipped.
 */
const REPLACED: readonly (readonly [string, string])[] = [
  [
    'Heart care from prevention to emergency angioplasty: a 24 x 7 cath lab, echocardiography, TMT and a heart failure clinic led by experienced interventional cardiologists.',
    'Heart care from prevention to emergency angioplasty: a cath lab, echocardiography, TMT and a heart failure clinic led by experienced interventional cardiologists.',
  ],
  ['24 x 7 Cath Lab', 'Cath Lab'],
  ['Cath lab team on call round the clock', 'Cath lab team called in when a heart attack needs it'],
  ['Cath lab open 24 x 7, 365 days a year', 'Cath lab for emergency angioplasty'],
  [
    'Our emergency department never closes. Emergency physicians, trauma surgeons, cardiologists and neurologists are on call around the clock, with the cath lab, CT scanner, blood bank and operation theatres ready within minutes of your arrival.',
    'Our emergency department never closes. Emergency physicians, trauma surgeons, cardiologists and neurologists are on call around the clock; the CT scanner, blood bank and operation theatres are at hand, and the cath lab team is called in when a heart attack needs it.',
  ],
  ['Primary angioplasty in the 24 x 7 cath lab', 'Primary angioplasty in the cath lab'],
  [
    'Opening blocked heart arteries during a heart attack, around the clock.',
    'Opening blocked heart arteries during a heart attack; its team is called in when needed.',
  ],
  [
    'रोकथाम से लेकर आपातकालीन एंजियोप्लास्टी तक दिल की देखभाल: 24 x 7 कैथ लैब, इकोकार्डियोग्राफ़ी, टीएमटी और हार्ट फ़ेल्योर क्लिनिक, अनुभवी इंटरवेंशनल कार्डियोलॉजिस्ट की अगुवाई में।',
    'रोकथाम से लेकर आपातकालीन एंजियोप्लास्टी तक दिल की देखभाल: कैथ लैब, इकोकार्डियोग्राफ़ी, टीएमटी और हार्ट फ़ेल्योर क्लिनिक, अनुभवी इंटरवेंशनल कार्डियोलॉजिस्ट की अगुवाई में।',
  ],
  ['24 x 7 कैथ लैब', 'कैथ लैब'],
  ['कैथ लैब टीम चौबीसों घंटे ऑन-कॉल', 'दिल के दौरे में ज़रूरत पड़ने पर कैथ लैब टीम बुलाई जाती है'],
  ['कैथ लैब 24 x 7, साल के 365 दिन खुली', 'आपातकालीन एंजियोप्लास्टी के लिए कैथ लैब'],
  [
    'हमारा आपातकालीन विभाग कभी बंद नहीं होता। आपातकालीन डॉक्टर, ट्रॉमा सर्जन, हृदय रोग विशेषज्ञ और न्यूरोलॉजिस्ट चौबीसों घंटे ऑन-कॉल रहते हैं, और आपके पहुँचने के कुछ ही मिनटों में कैथ लैब, सीटी स्कैनर, ब्लड बैंक और ऑपरेशन थियेटर तैयार होते हैं।',
    'हमारा आपातकालीन विभाग कभी बंद नहीं होता। आपातकालीन डॉक्टर, ट्रॉमा सर्जन, हृदय रोग विशेषज्ञ और न्यूरोलॉजिस्ट चौबीसों घंटे ऑन-कॉल रहते हैं; सीटी स्कैनर, ब्लड बैंक और ऑपरेशन थियेटर पास ही हैं, और दिल के दौरे में ज़रूरत पड़ने पर कैथ लैब टीम बुलाई जाती है।',
  ],
  ['24 x 7 कैथ लैब में प्राइमरी एंजियोप्लास्टी', 'कैथ लैब में प्राइमरी एंजियोप्लास्टी'],
  ['दिल के दौरे में बंद धमनियाँ खोलना, चौबीसों घंटे।', 'दिल के दौरे में बंद धमनियाँ खोलना; ज़रूरत पड़ने पर इसकी टीम बुलाई जाती है।'],
];

/** The two pages that named the cath lab's hours; no other service's words are touched. */
const SLUGS = ['cardiology', 'accident-and-emergency'] as const;

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
  for (const slug of SLUGS) {
    const { rows } = await sql<ServiceTexts>`
      select id, description, description_hi, page, page_hi from services where slug = ${slug}
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
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, new Map(REPLACED));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, new Map(REPLACED.map(([before, after]) => [after, before])));
}
