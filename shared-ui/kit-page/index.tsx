import 'shared-ui/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { configureApi } from 'shared-ui/host';
import { LanguageProvider } from 'shared-ui/i18n';
import { KitPage } from './KitPage';

// API images resolve on this page's own server, where they are missing: the fallbacks show.
configureApi({ apiUrl: window.location.origin });

const container = document.getElementById('root');
if (!container) throw new Error('No #root element');
createRoot(container).render(
  <StrictMode>
    <LanguageProvider>
      {/* Links of the kit stay on the kit page. */}
      <MemoryRouter>
        <KitPage />
      </MemoryRouter>
    </LanguageProvider>
  </StrictMode>,
);
