import 'shared-ui/tokens.css';
import './devanagariFont.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SiteRouter, arriveInRememberedLanguage, keepServedWidgets, seedPageData } from 'shared-ui/host';
import { LANGUAGES, languageOfPath, loadDefinedHindi } from 'shared-ui/i18n';
import { keepLayoutOnlyAnswers, keepServerPage, readLayoutData, readServerPage } from '../components/ServerPage';
import { setRemotesReady } from '../features/remote-pages';
import { AppRoutes } from './routes';
import { ensureRuntimeConfigured } from './runtimeSetup';

/**
 * Takes the page the server wrote into the document: its HTML stays in view while the page's code
 * loads (RemotePage), and the answers it was rendered with are the data the live page starts from,
 * so it renders the same markup with no loading state. So for each widget of another remote served
 * in it: its HTML stays until the visitor moves to it (RemoteWidget). True when the document can be
 * hydrated: the server's page is in the language of the address the visitor is at.
 */
function takeServerPage(): boolean {
  // First, as the router would: a returning visitor's remembered language may change the address.
  arriveInRememberedLanguage(window);
  const layout = readLayoutData(document);
  const page = readServerPage(document);
  const pageAnswers = page ? [page.data, ...page.widgets.map((widget) => widget.data)] : [];
  for (const answers of [...pageAnswers, layout]) seedPageData(answers);
  keepLayoutOnlyAnswers(layout, pageAnswers);
  if (!page) return false;
  keepServedWidgets(page.widgets, page.lang);
  keepServerPage(page);
  return page.lang === LANGUAGES[languageOfPath(window.location.pathname)].tag;
}

async function start() {
  const hydrate = takeServerPage();
  setRemotesReady(ensureRuntimeConfigured);
  try {
    await ensureRuntimeConfigured();
  } catch (error) {
    // The header, footer and assistant still work; each page region offers a Retry.
    console.error('Run-time configuration unavailable:', error instanceof Error ? error.message : error);
  }
  // A Hindi page hydrates with its texts already in, as the server wrote it.
  if (hydrate && languageOfPath(window.location.pathname) === 'hi') await loadDefinedHindi();
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  const site = (
    <StrictMode>
      <SiteRouter>
        <AppRoutes />
      </SiteRouter>
    </StrictMode>
  );
  // As a transition: the server's HTML is already in view, so React works in slices that leave the
  // main thread free between them (a tap or a scroll is answered at once) instead of in one long task.
  startTransition(() => {
    if (hydrate) {
      // The layout the server wrote is taken over in place: its first render matches the server's
      // markup (useServerRender is true while hydrating: every width's header, signed out, the
      // served splash, no menu entry current), and the page's server HTML is kept as it is
      // (ServerPageHtml) until the live page takes its place.
      hydrateRoot(container, site);
    } else {
      // No server page, or one in the other language: the layout is rendered anew over the server's.
      createRoot(container).render(site);
    }
  });
}

void start();
