import 'shared-ui/tokens.css';
import './devanagariFont.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { SiteRouter, keepServedWidgets, seedPageData } from 'shared-ui/host';
import { LANGUAGES, loadEveryHindi } from 'shared-ui/i18n';
import { keepServerPage, keepTypedInForms, readServerPage } from '../components/ServerPage';
import type { ServerPage } from '../components/ServerPage';
import { takeServedHeader } from '../features/header';
import { takeServedSearch } from '../features/site-search';
import { renderFirstPageWhenItsTextsAreIn, setRemotesReady, waitForPageOf } from '../features/remote-pages';
import { VisitSpeed } from '../features/vitals';
import { AppRoutes } from './routes';
import { ensureRuntimeConfigured } from './runtimeSetup';

/**
 * Takes the page the server wrote into the document before React replaces it: its HTML stays in view
 * while the page's code loads (RemotePage), and the answers it was rendered with are the data the
 * live page starts from, so it renders the same markup with no loading state. So for each widget
 * of another remote served in it: its HTML stays until the visitor moves to it (RemoteWidget). What
 * the visitor types into its forms meanwhile goes into the live page's.
 */
function takeServerPage(): ServerPage | null {
  const page = readServerPage(document);
  if (!page) return null;
  keepTypedInForms(document.querySelector('[data-page-region]'));
  seedPageData(page.data);
  for (const widget of page.widgets) seedPageData(widget.data);
  keepServedWidgets(page.widgets, page.lang);
  keepServerPage(page);
  return page;
}

/**
 * How long the layout waits for the server page's code before it renders around a copy of the
 * server's HTML instead. The code is preloaded with the shell's, so it is usually in within tens of
 * milliseconds of the layout's; a slow or broken remote must not keep the header from working.
 */
const FIRST_PAGE_WAIT_MS = 1000;

/**
 * How long a page the server wrote in Hindi waits for the Hindi texts of the page (those of the
 * layout it always waits for) before the layout goes live without it: the server's Hindi HTML is in
 * view and its links work meanwhile, and past the wait the page's region keeps it until they come.
 */
const HINDI_TEXTS_WAIT_MS = 5000;

/** Waits for `work` to settle, at most `ms`: whether it did. */
function settledWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(false), Math.max(0, ms));
    work.then(
      () => resolve(true),
      () => resolve(true),
    );
  });
}

/** Takes the server's page and puts the live layout over it. */
export async function startSite(): Promise<void> {
  const page = takeServerPage();
  // A document the server wrote in Hindi: the layout's own Hindi texts (the shell's catalogues and
  // shared-ui's, all defined by now) are fetched at once, beside the page's code.
  const layoutTexts = document.documentElement.lang === LANGUAGES.hi.tag ? loadEveryHindi() : null;
  setRemotesReady(ensureRuntimeConfigured);
  try {
    await ensureRuntimeConfigured();
  } catch (error) {
    // The header, footer and assistant still work; each page region offers a Retry.
    console.error('Run-time configuration unavailable:', error instanceof Error ? error.message : error);
  }
  if (page) {
    await waitForPageOf(page.pathname, FIRST_PAGE_WAIT_MS);
    // A page the server wrote in Hindi stays in Hindi: the texts of the layout and of the page (whose
    // catalogues are defined if its code came in time) are loaded before the first render, which
    // would otherwise show English until each part's Hindi arrived. Texts that are still on their
    // way past the wait, or a page whose code came late: the page's region keeps the server's copy
    // until the page's code and texts are in.
    if (page.lang === LANGUAGES.hi.tag && !(await settledWithin(loadEveryHindi(), HINDI_TEXTS_WAIT_MS))) {
      renderFirstPageWhenItsTextsAreIn();
    }
  }
  // The layout never goes live in English over the server's Hindi, however slow the line: its texts
  // come from the shell's own server, whose code is already in, and their load never fails (a text
  // that cannot load leaves its part in English, after the chunk's own timeout).
  await layoutTexts;
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  // createRoot, not hydrateRoot (stage 1): the layout is rendered anew over the server's copy, which
  // is laid out the same at every width (Header.tsx), and the page region is carried across as HTML
  // above. Hydrating would need the live first render to match the server's markup node for node
  // (the header is chosen by width, the session by this visitor), and a region inside
  // a client Suspense boundary fails hydration and loses the server's HTML (React error #418).
  const root = createRoot(container);
  // What the visitor opened and focused in the server's header meanwhile carries over to the live one.
  takeServedHeader(document);
  takeServedSearch(document);
  // As a transition: the server's HTML is already in view, so React renders the live page in slices
  // that leave the main thread free between them (a tap or a scroll is answered at once) instead of
  // in one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <SiteRouter>
          <AppRoutes />
          <VisitSpeed />
        </SiteRouter>
      </StrictMode>,
    );
  });
}
