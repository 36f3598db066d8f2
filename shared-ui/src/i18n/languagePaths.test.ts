import { languageOfPath, pathInLanguage, sitePathOf } from './languagePaths';

describe('the language of an address', () => {
  it.each([
    ['/', 'en', '/'],
    ['/about', 'en', '/about'],
    ['/hindi-classes', 'en', '/hindi-classes'],
    ['/hi', 'hi', '/'],
    ['/hi/', 'hi', '/'],
    ['/hi/services/cardiology', 'hi', '/services/cardiology'],
  ])('%s is in %s, the page at %s', (path, language, sitePath) => {
    expect(languageOfPath(path)).toBe(language);
    expect(sitePathOf(path)).toBe(sitePath);
  });

  it("gives the same page's address in either language", () => {
    expect(pathInLanguage('/about', 'hi')).toBe('/hi/about');
    expect(pathInLanguage('/', 'hi')).toBe('/hi');
    expect(pathInLanguage('/hi/about', 'en')).toBe('/about');
    expect(pathInLanguage('/hi', 'en')).toBe('/');
    expect(pathInLanguage('/hi/about', 'hi')).toBe('/hi/about');
  });
});
