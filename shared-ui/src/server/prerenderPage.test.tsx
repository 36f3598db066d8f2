import { setImmediate } from 'node:timers';
import { http, HttpResponse } from 'msw';
import { useParams } from 'react-router';
import { SiteLink } from '../components/SiteLink/SiteLink';
import { siteHref } from '../config/siteHref';
import { mediaUrl } from '../api/client';
import { useServices } from '../api/services';
import { RemoteWidget } from '../federation/RemoteWidget';
import { pageMetaFrom } from '../federation/types';
import { defineCatalogue } from '../i18n/defineCatalogue';
import { defineMessages } from '../i18n/defineMessages';
import { useCatalogue } from '../i18n/useCatalogue';
import { useMessages } from '../i18n/useMessages';
import { useSession } from '../session/useSession';
import { apiPath, setupMockApi } from '../testing';
import { TEST_API_URL } from '../testing/testApi';
import type { WidgetProps } from '../federation/widgets';
import { pagesInEveryLanguage } from './pagesInEveryLanguage';
import { prerenderRemotePage, prerenderWidget, serverWidgetsOf } from './prerenderPage';
import type { OwnWidgets } from './prerenderPage';

// React's Node renderer schedules its work with setImmediate, which jest's jsdom hides.
Object.assign(globalThis, { setImmediate });

const server = setupMockApi();

const messages = defineMessages({
  en: { welcome: 'Welcome' },
  hi: async () => ({ default: { welcome: 'स्वागत है' } }),
});

function HomePage() {
  const t = useMessages(messages);
  const services = useServices();
  const session = useSession();
  return (
    <main>
      <h1>{t('welcome')}</h1>
      <p>session: {session.status}</p>
      <ul>
        {services.status === 'error' ? <li>services failed</li> : null}
        {services.data?.map((service) => (
          <li key={service.slug}>
            {service.name} <img src={mediaUrl(service.service_banner) ?? undefined} alt="" />
          </li>
        ))}
      </ul>
      <RemoteWidget id="mfe_services/DoctorsGrid" loading={<p>doctors placeholder</p>} />
    </main>
  );
}

function ServedGridHost() {
  return (
    <section>
      <h2>Our Specialities</h2>
      <RemoteWidget id="mfe_services/DoctorsGrid" props={{ limit: 8 }} loading={<p>doctors placeholder</p>} />
    </section>
  );
}

function PopularServices(_props: WidgetProps<'mfe_services/PopularServices'>) {
  const t = useMessages(messages);
  const services = useServices();
  return (
    <section>
      <h2>{t('welcome')}</h2>
      {services.status === 'loading' ? <p>loading services</p> : null}
      <ul>
        {services.data?.slice(0, 2).map((service) => (
          <li key={service.slug}>
            <a href={`/services/${service.slug}`}>{service.name}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

const servicesWidgets: OwnWidgets<'mfe_services'> = {
  'mfe_services/DoctorsGrid': async () => ({
    default: ({ limit }: WidgetProps<'mfe_services/DoctorsGrid'>) => <p>{limit}</p>,
  }),
  'mfe_services/PopularServices': async () => ({ default: PopularServices }),
};

function ServicePage() {
  return (
    <>
      <h1>Service {useParams().serviceSlug}</h1>
      <SiteLink to={siteHref('/our-doctor')}>Doctors</SiteLink>
    </>
  );
}

const pages = {
  '/': async () => ({ default: HomePage, meta: { title: 'Home', description: 'The hospital' } }),
  '/specialities': async () => ({ default: ServedGridHost, meta: { title: 'Specialities', description: 'Ours' } }),
  '/services/:serviceSlug': async () => ({
    default: ServicePage,
    meta: ({ params }: { params: Readonly<Record<string, string | undefined>> }) => ({
      title: `Service ${params.serviceSlug ?? ''}`,
      description: 'A service',
    }),
  }),
};

const api = { apiUrl: TEST_API_URL, publicApiUrl: 'https://api.hospital.example', siteUrl: 'https://www.example.in' };

const headings = defineMessages({ en: { title: 'About' }, hi: async () => ({ default: { title: 'परिचय' } }) });
const prose = defineCatalogue<{ intro: string[] }>({
  en: { intro: ['Since 1998.'] },
  hi: () => new Promise((resolve) => setTimeout(() => resolve({ default: { intro: ['1998 से।'] } }), 20)),
});

/** A page reading two catalogues, the second slower to load. */
function AboutPage() {
  const t = useMessages(headings);
  const { intro } = useCatalogue(prose);
  return (
    <>
      <h1>{t('title')}</h1>
      {intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </>
  );
}

describe('prerenderRemotePage', () => {
  it('waits for the API, writes public image URLs, and hands over the answers and the meta', async () => {
    const page = await prerenderRemotePage(pages, { path: '/', lang: 'en' }, api);
    expect(page.html).toContain('<h1>Welcome</h1>');
    expect(page.html).toContain('Cardiology');
    expect(page.html).toContain('src="https://api.hospital.example/media/services/cardiology.svg"');
    expect(page.html).toContain('session: <!-- -->unknown');
    expect(page.html).toContain('<p>doctors placeholder</p>');
    // Not a served variant (the registry serves the grid of eight): no marker for the server.
    expect(page.html).not.toContain('<template');
    expect(Object.keys(page.data)).toEqual(['["services","en"]']);
    expect(page).toMatchObject({ title: 'Home | Aravali Care Hospital', name: 'Home', description: 'The hospital' });
  });

  it("waits for a page's answers after its Hindi texts first load", async () => {
    // Texts no render has loaded yet: their load suspends the page before its query does.
    const fresh = defineMessages({ en: { title: 'Services' }, hi: async () => ({ default: { title: 'सेवाएँ' } }) });
    function FreshServicesPage() {
      const t = useMessages(fresh);
      const services = useServices();
      return (
        <h1>
          {t('title')}: {services.status === 'success' ? services.data?.length : services.status}
        </h1>
      );
    }
    const page = await prerenderRemotePage(
      { '/': async () => ({ default: FreshServicesPage, meta: { title: 'S', description: 'S' } }) },
      { path: '/hi', lang: 'hi' },
      api,
    );
    expect(page.html).toMatch(/^<h1>सेवाएँ<!-- -->: <!-- -->\d+<\/h1>$/);
    expect(Object.keys(page.data)).toEqual(['["services","hi"]']);
  });

  it('renders a Hindi page at its /hi address in Hindi', async () => {
    const page = await prerenderRemotePage(pages, { path: '/hi', lang: 'hi' }, api);
    expect(page.html).toContain('<h1>स्वागत है</h1>');
    expect(Object.keys(page.data)).toEqual(['["services","hi"]']);
  });

  it('reads each catalogue of a Hindi page from its own Hindi, whichever loads first', async () => {
    const about = { '/about': async () => ({ default: AboutPage, meta: { title: 'About', description: 'Us' } }) };
    const page = await prerenderRemotePage(about, { path: '/hi/about', lang: 'hi' }, api);
    expect(page.html).toBe('<h1>परिचय</h1><p>1998 से।</p>');
  });

  it("titles and describes a Hindi page from its page's Hindi meta, an English page as before", async () => {
    const texts = defineMessages({
      en: { title: 'About', metaDescription: 'Who we are.' },
      hi: async () => ({ default: { title: 'परिचय', metaDescription: 'हम कौन हैं।' } }),
    });
    const about = {
      '/about': async () => ({
        default: AboutPage,
        meta: pageMetaFrom(texts, (t) => ({ title: t.title, description: t.metaDescription })),
      }),
    };
    const english = await prerenderRemotePage(about, { path: '/about', lang: 'en' }, api);
    expect(english).toMatchObject({
      title: 'About | Aravali Care Hospital',
      name: 'About',
      description: 'Who we are.',
    });
    const hindi = await prerenderRemotePage(about, { path: '/hi/about', lang: 'hi' }, api);
    expect(hindi).toMatchObject({ title: 'परिचय | Aravali Care Hospital', name: 'परिचय', description: 'हम कौन हैं।' });
  });

  it('renders the page at its route, so it reads its parameters and links in its language', async () => {
    const page = await prerenderRemotePage(pages, { path: '/services/cardiology', lang: 'en' }, api);
    expect(page.html).toMatch(/^<h1>Service <!-- -->cardiology<\/h1><a href="\/our-doctor"[^>]*>Doctors<\/a>$/);
    expect(page.title).toBe('Service cardiology | Aravali Care Hospital');
    const hindi = await prerenderRemotePage(pages, { path: '/hi/services/cardiology', lang: 'hi' }, api);
    expect(hindi.html).toMatch(/^<h1>Service <!-- -->cardiology<\/h1><a href="\/hi\/our-doctor"[^>]*>Doctors<\/a>$/);
  });

  it("fails for a path that is not an address in the page's language", async () => {
    await expect(prerenderRemotePage(pages, { path: '/services/cardiology', lang: 'hi' }, api)).rejects.toThrow(
      '/services/cardiology is not an address of a page in hi',
    );
  });

  it("renders a failed answer as the page's error state, handing over nothing", async () => {
    server.use(http.get(apiPath('/api/service/service-pages/'), () => new HttpResponse(null, { status: 503 })));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await prerenderRemotePage(pages, { path: '/', lang: 'en' }, api);
    expect(page.html).toContain('services failed');
    expect(page.data).toEqual({});
  });

  it('fails for a path no page answers', async () => {
    await expect(prerenderRemotePage(pages, { path: '/nowhere', lang: 'en' }, api)).rejects.toThrow(
      'No page of this remote answers /nowhere',
    );
  });
});

describe('pagesInEveryLanguage', () => {
  it('lists each page in English at its path and in Hindi under /hi', () => {
    expect(pagesInEveryLanguage(['/', '/services/cardiology'])).toEqual([
      { path: '/', lang: 'en' },
      { path: '/services/cardiology', lang: 'en' },
      { path: '/hi', lang: 'hi' },
      { path: '/hi/services/cardiology', lang: 'hi' },
    ]);
  });
});

describe('served widgets', () => {
  it("marks a served variant's placeholder, for the shell's server to put the owner's HTML in", async () => {
    const page = await prerenderRemotePage(pages, { path: '/specialities', lang: 'en' }, api);
    expect(page.html).toBe(
      '<section><h2>Our Specialities</h2>' +
        '<template data-server-widget-start="mfe_services/DoctorsGrid;limit=8"></template>' +
        '<p>doctors placeholder</p>' +
        '<template data-server-widget-end="mfe_services/DoctorsGrid;limit=8"></template></section>',
    );
  });

  it('lists each of an owner’s served variants in every language', () => {
    expect(serverWidgetsOf('mfe_services')).toEqual([
      { key: 'mfe_services/DoctorsGrid;limit=8', lang: 'en' },
      { key: 'mfe_services/DoctorsGrid;limit=8', lang: 'hi' },
      { key: 'mfe_services/PopularServices', lang: 'en' },
      { key: 'mfe_services/PopularServices', lang: 'hi' },
    ]);
    expect(serverWidgetsOf('mfe_booking')).toEqual([]);
  });

  it('renders a widget with its agreed props in its language, waiting for the API, with its answers', async () => {
    const english = await prerenderWidget(servicesWidgets, { key: 'mfe_services/PopularServices', lang: 'en' }, api);
    expect(english.html).toContain('<h2>Welcome</h2>');
    expect(english.html).toContain('<a href="/services/cardiology">Cardiology</a>');
    expect(english.html).not.toContain('loading services');
    expect(Object.keys(english.data)).toEqual(['["services","en"]']);

    const hindi = await prerenderWidget(servicesWidgets, { key: 'mfe_services/PopularServices', lang: 'hi' }, api);
    expect(hindi.html).toContain('<h2>स्वागत है</h2>');
    expect(hindi.html).not.toContain('loading services');
    expect(Object.keys(hindi.data)).toEqual(['["services","hi"]']);

    const grid = await prerenderWidget(servicesWidgets, { key: 'mfe_services/DoctorsGrid;limit=8', lang: 'en' }, api);
    expect(grid.html).toBe('<p>8</p>');
  });

  it('fails for a variant the registry does not serve', async () => {
    await expect(
      prerenderWidget(servicesWidgets, { key: 'mfe_services/DoctorsGrid;limit=3', lang: 'en' }, api),
    ).rejects.toThrow('No widget of this remote is served as mfe_services/DoctorsGrid;limit=3');
  });
});
