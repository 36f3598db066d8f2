import { loadSearchDocuments } from './searchDocuments';

const questionsOf = (documents: Awaited<ReturnType<typeof loadSearchDocuments>>, path: string) =>
  documents.find((document) => document.path === path)?.questions ?? [];

describe('loadSearchDocuments', () => {
  it('gives the topic pages and articles in English, with the words that find them', async () => {
    const documents = await loadSearchDocuments('en');
    expect(documents.find((document) => document.path === '/emergency')).toMatchObject({
      kind: 'page',
      title: 'Accident & Emergency',
      description: '24 X 7 emergency and trauma care in Faridabad',
    });
    expect(documents.find((document) => document.path === '/diabetes')?.keywords).toContain('Our programmes');
    expect(documents.find((document) => document.path === '/blog/air-pollution-and-your-lungs')).toMatchObject({
      kind: 'article',
      title: 'Air Pollution and Your Lungs',
      description: 'How air pollution in the NCR affects the lungs and how to protect your family.',
    });
    expect(documents.map((document) => document.path)).toEqual(
      expect.arrayContaining(['/homecare', '/healthcheck', '/blog', '/gallery', '/testimonial', '/faq', '/about']),
    );
  });

  it('gives the same documents in Hindi', async () => {
    const english = await loadSearchDocuments('en');
    const hindi = await loadSearchDocuments('hi');
    expect(hindi.map((document) => document.path)).toEqual(english.map((document) => document.path));
    expect(hindi.find((document) => document.path === '/emergency')?.title).toBe('दुर्घटना एवं आपातकालीन सेवा');
    expect(hindi.find((document) => document.path === '/blog/air-pollution-and-your-lungs')?.title).toBe(
      'वायु प्रदूषण और आपके फेफड़े',
    );
  });

  it("gives the FAQ page's questions with their answers, in Hindi found by their English words too", async () => {
    const english = await loadSearchDocuments('en');
    expect(questionsOf(english, '/faq')).toContainEqual({
      question: 'Do you accept health insurance and cashless treatment?',
      answer: expect.stringContaining('our insurance desk will start the cashless request'),
    });

    const hindi = await loadSearchDocuments('hi');
    expect(questionsOf(hindi, '/faq')).toContainEqual({
      question: 'क्या आप स्वास्थ्य बीमा और कैशलेस इलाज स्वीकार करते हैं?',
      answer: expect.stringContaining('कैशलेस'),
      inEnglish: {
        question: 'Do you accept health insurance and cashless treatment?',
        answer: expect.stringContaining('our insurance desk will start the cashless request'),
      },
    });
  });
});
