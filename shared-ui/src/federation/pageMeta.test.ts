import { defineMessages } from '../i18n/defineMessages';
import { pageMetaFrom, resolvePageMeta } from './types';

const aboutMessages = defineMessages({
  en: { title: 'About Us', metaDescription: 'Our story and our specialities.' },
  hi: async () => ({ default: { title: 'हमारे बारे में', metaDescription: 'हमारी कहानी और हमारी विशेषज्ञताएँ।' } }),
});
const meta = pageMetaFrom(aboutMessages, (texts) => ({ title: texts.title, description: texts.metaDescription }));

describe('resolvePageMeta', () => {
  it("gives an English page its catalogue's English meta", async () => {
    await expect(resolvePageMeta(meta, { params: {}, language: 'en' })).resolves.toEqual({
      title: 'About Us',
      description: 'Our story and our specialities.',
    });
  });

  it("gives a Hindi page its catalogue's Hindi meta", async () => {
    await expect(resolvePageMeta(meta, { params: {}, language: 'hi' })).resolves.toEqual({
      title: 'हमारे बारे में',
      description: 'हमारी कहानी और हमारी विशेषज्ञताएँ।',
    });
  });

  it('works a meta out from the route parameters in the page language', async () => {
    const titles = defineMessages({
      en: { description: 'Treatment for this service.' },
      hi: async () => ({ default: { description: 'इस सेवा का इलाज।' } }),
    });
    const serviceMeta = pageMetaFrom(titles, (texts, { params }) => ({
      title: params.serviceSlug ?? '',
      description: texts.description,
    }));
    await expect(
      resolvePageMeta(serviceMeta, { params: { serviceSlug: 'cardiology' }, language: 'hi' }),
    ).resolves.toEqual({ title: 'cardiology', description: 'इस सेवा का इलाज।' });
  });

  it('keeps the English meta when the Hindi texts cannot be loaded, as the page body does', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const unreachable = defineMessages({
      en: { title: 'Contact Us', metaDescription: 'Write to us.' },
      hi: () => Promise.reject(new Error('offline')),
    });
    const contactMeta = pageMetaFrom(unreachable, (texts) => ({
      title: texts.title,
      description: texts.metaDescription,
    }));
    await expect(resolvePageMeta(contactMeta, { params: {}, language: 'hi' })).resolves.toEqual({
      title: 'Contact Us',
      description: 'Write to us.',
    });
  });

  it('gives a fixed meta in every language', async () => {
    const fixed = { title: 'Layout', description: 'None' };
    await expect(resolvePageMeta(fixed, { params: {}, language: 'hi' })).resolves.toBe(fixed);
  });
});
