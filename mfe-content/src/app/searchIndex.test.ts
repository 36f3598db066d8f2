import { wordsOf } from '../features/search-documents';
import { searchDocuments, searchIndexFiles } from './searchIndex';

type Documents = Awaited<ReturnType<typeof searchDocuments>>;
const documentAt = (documents: Documents, path: string) => documents.find((document) => document.path === path);
const questionsOf = (documents: Documents, path: string) => documentAt(documents, path)?.questions ?? [];
const wordsAt = (documents: Documents, path: string) => (documentAt(documents, path)?.words ?? '').split(' ');

describe('the search documents built with the pages', () => {
  it('gives the topic pages and articles in English, with the words that find them', async () => {
    const documents = await searchDocuments('en');
    expect(documentAt(documents, '/emergency')).toMatchObject({
      kind: 'page',
      title: 'Accident & Emergency',
      description: '24 X 7 emergency and trauma care in Faridabad',
    });
    expect(documentAt(documents, '/diabetes')?.keywords).toContain('Our programmes');
    expect(documentAt(documents, '/blog/air-pollution-and-your-lungs')).toMatchObject({
      kind: 'article',
      title: 'Air Pollution and Your Lungs',
      description: 'How air pollution in the NCR affects the lungs and how to protect your family.',
    });
    expect(documents.map((document) => document.path)).toEqual(
      expect.arrayContaining(['/homecare', '/healthcheck', '/blog', '/gallery', '/testimonial', '/faq', '/about']),
    );
  });

  it('gives the same documents in Hindi', async () => {
    const english = await searchDocuments('en');
    const hindi = await searchDocuments('hi');
    expect(hindi.map((document) => document.path)).toEqual(english.map((document) => document.path));
    expect(documentAt(hindi, '/emergency')?.title).toBe('दुर्घटना एवं आपातकालीन सेवा');
    expect(documentAt(hindi, '/blog/air-pollution-and-your-lungs')?.title).toBe('वायु प्रदूषण और आपके फेफड़े');
  });

  it("gives the FAQ's and the topic pages' questions with their answers, in Hindi found by their English words too", async () => {
    const english = await searchDocuments('en');
    expect(questionsOf(english, '/faq')).toContainEqual({
      question: 'Do you accept health insurance and cashless treatment?',
      answer: expect.stringContaining('our insurance desk will start the cashless request'),
    });
    expect(questionsOf(english, '/emergency')).toContainEqual({
      question: 'Can I use my health insurance in an emergency?',
      answer: expect.stringContaining('cashless request'),
    });
    for (const path of ['/diabetes', '/homecare', '/healthcheck', '/about']) {
      expect(questionsOf(english, path).length).toBeGreaterThan(0);
    }

    const hindi = await searchDocuments('hi');
    expect(questionsOf(hindi, '/faq')).toContainEqual({
      question: 'क्या आप स्वास्थ्य बीमा और कैशलेस इलाज स्वीकार करते हैं?',
      answer: expect.stringContaining('कैशलेस'),
      inEnglish: {
        question: 'Do you accept health insurance and cashless treatment?',
        answer: expect.stringContaining('our insurance desk will start the cashless request'),
      },
    });
    expect(questionsOf(hindi, '/emergency')).toContainEqual(
      expect.objectContaining({
        answer: expect.stringContaining('बीमा'),
        inEnglish: expect.objectContaining({ question: 'Can I use my health insurance in an emergency?' }),
      }),
    );
  });

  it("finds a page or article by any word of its body: the article that mentions dengue, in either language's words", async () => {
    const english = await searchDocuments('en');
    expect(wordsAt(english, '/blog/diagnostic-tests-you-should-know')).toContain('dengue');
    expect(wordsAt(english, '/emergency')).toEqual(expect.arrayContaining(['ambulance', 'insurance']));
    expect(wordsAt(english, '/homecare')).not.toContain('dengue');

    const hindi = await searchDocuments('hi');
    expect(wordsAt(hindi, '/blog/diagnostic-tests-you-should-know')).toEqual(expect.arrayContaining(['डेंगू', 'dengue']));
    expect(wordsAt(hindi, '/emergency')).toEqual(expect.arrayContaining(['बीमा', 'insurance']));
  });

  it('writes one file per language, each no more than about 30 KB when compressed', async () => {
    const files = await searchIndexFiles();
    expect(files.map(({ file }) => file)).toEqual(['search/en.json', 'search/hi.json']);
    const { gzipSync } = await import('node:zlib');
    for (const { data } of files) expect(gzipSync(JSON.stringify(data)).length).toBeLessThan(30 * 1024);
  });
});

describe('wordsOf', () => {
  it('gives each word once, lower case, in any script, without links, pictures or numbers alone', () => {
    expect(
      wordsOf({
        title: 'Dengue and DENGUE: platelets, 2 tests',
        text: ['बीमा और कैशलेस', 'HbA1c'],
        href: '/blood-test',
        image: '/assets/lab.1234abcd.svg',
        note: 'https://example.org/a',
      }),
    ).toBe('dengue and platelets tests बीमा और कैशलेस hba1c');
  });
});
