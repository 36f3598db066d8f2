import { defineCatalogue, loadEveryHindi, withPageTexts } from './defineCatalogue';
import { defineMessages } from './defineMessages';

describe('loadEveryHindi', () => {
  it('loads the Hindi of every catalogue defined so far, texts and prose alike', async () => {
    const texts = defineMessages({ en: { hello: 'Hello' }, hi: async () => ({ default: { hello: 'नमस्ते' } }) });
    const prose = defineCatalogue<{ title: string }>({
      en: { title: 'Visiting hours' },
      hi: async () => ({ default: { title: 'मिलने का समय' } }),
    });
    expect(texts.hindi()).toBeUndefined();
    await loadEveryHindi();
    expect(texts.hindi()).toEqual({ hello: 'नमस्ते' });
    expect(prose.hindi()).toEqual({ title: 'मिलने का समय' });
  });

  it('still settles when one Hindi cannot be loaded; that catalogue stays in English', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = defineMessages({ en: { bye: 'Goodbye' }, hi: () => Promise.reject(new Error('offline')) });
    const fine = defineMessages({ en: { yes: 'Yes' }, hi: async () => ({ default: { yes: 'हाँ' } }) });
    await expect(loadEveryHindi()).resolves.toBeUndefined();
    expect(broken.hindi()).toBeUndefined();
    expect(fine.hindi()).toEqual({ yes: 'हाँ' });
    expect(error).toHaveBeenCalled();
  });
});

describe('withPageTexts', () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it("gives a part's code once the Hindi of its catalogues is in, on a page shown in Hindi", async () => {
    document.documentElement.lang = 'hi-IN';
    const code = (async () => ({
      messages: defineMessages({ en: { book: 'Book' }, hi: async () => ({ default: { book: 'बुक करें' } }) }),
    }))();
    const part = await withPageTexts(code);
    expect(part.messages.hindi()).toEqual({ book: 'बुक करें' });
  });

  it('loads no Hindi on a page shown in English', async () => {
    document.documentElement.lang = 'en-IN';
    const hindi = jest.fn(async () => ({ default: { call: 'कॉल करें' } }));
    const part = await withPageTexts((async () => defineMessages({ en: { call: 'Call' }, hi: hindi }))());
    expect(part.hindi()).toBeUndefined();
    expect(hindi).not.toHaveBeenCalled();
  });
});
