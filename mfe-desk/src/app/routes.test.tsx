import { STAFF_ROUTES } from 'shared-ui/site-routes';
import { resolvePageMeta } from 'shared-ui/host';
import { describeRemoteExposes } from 'shared-ui/testing';
import { exposes } from '../../federation.config.mjs';
import { pages } from './routes';

describeRemoteExposes('mfe_desk', exposes);

describe('the mfe_desk route table', () => {
  it('answers the desk’s splat route, under which it routes its own pages', () => {
    expect(Object.keys(pages)).toEqual(
      STAFF_ROUTES.filter((route) => route.path.endsWith('/*')).map(({ path }) => path),
    );
    expect(STAFF_ROUTES.every((route) => route.owner === 'mfe_desk')).toBe(true);
  });

  it.each(['en', 'hi'] as const)('its page module exports the page and a meta in %s', async (language) => {
    const module = await pages['/desk/*']?.();
    expect(typeof module?.default).toBe('function');
    const meta = module ? await resolvePageMeta(module.meta, { params: {}, language }) : null;
    expect(meta?.title).toBe(language === 'en' ? 'Staff desk' : 'स्टाफ़ डेस्क');
    expect(meta?.description.trim()).not.toBe('');
  });
});
