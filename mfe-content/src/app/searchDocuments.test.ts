import { loadSearchDocuments } from './searchDocuments';

const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) } as Response);

describe('the ./searchDocuments expose', () => {
  afterEach(() => jest.restoreAllMocks());

  it("fetches the language's documents the build wrote beside this remote's code", async () => {
    const documents = [{ kind: 'page', path: '/faq', title: 'FAQ', description: '', keywords: [] }];
    const fetched = jest.spyOn(globalThis, 'fetch').mockImplementation(() => answer(200, documents));
    await expect(loadSearchDocuments('hi')).resolves.toEqual(documents);
    expect(String(fetched.mock.calls[0]?.[0])).toBe(new URL('/search/hi.json', window.location.href).href);
  });

  it('fails, saying so, when the documents cannot be had', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => answer(404, 'Not found'));
    await expect(loadSearchDocuments('en')).rejects.toThrow('the search documents answered 404');
  });
});
