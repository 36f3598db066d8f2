import 'shared-ui/tokens.css';
import './devanagariFont.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'shared-ui/host';
import { LanguageProvider } from 'shared-ui/i18n';
import { setRemotesReady } from '../features/remote-pages';
import { AppRoutes } from './routes';
import { ensureRuntimeConfigured } from './runtimeSetup';

async function start() {
  setRemotesReady(ensureRuntimeConfigured);
  try {
    await ensureRuntimeConfigured();
  } catch (error) {
    // The header, footer and assistant still work; each page region offers a Retry.
    console.error('Run-time configuration unavailable:', error instanceof Error ? error.message : error);
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  createRoot(container).render(
    <StrictMode>
      <LanguageProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </LanguageProvider>
    </StrictMode>,
  );
}

void start();
