import 'shared-ui/tokens.css';
import { StrictMode, useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { configureApi } from 'shared-ui/host';
import { DEFAULT_LANGUAGE, LanguageProvider } from 'shared-ui/i18n';
import type { Language } from 'shared-ui/i18n';
import { rememberLanguage, rememberedLanguage } from '../src/i18n/rememberedLanguage';
import { KitPage } from './KitPage';

// API images resolve on this page's own server, where they are missing: the fallbacks show.
configureApi({ apiUrl: window.location.origin });

/** The kit page has one address, so the language chosen with its switch is remembered for the next load. */
function KitLanguage({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState<Language>(() => rememberedLanguage() ?? DEFAULT_LANGUAGE);
  const switchLanguage = useCallback((next: Language) => {
    rememberLanguage(next);
    setLanguage(next);
  }, []);
  return (
    <LanguageProvider language={language} switchLanguage={switchLanguage}>
      {children}
    </LanguageProvider>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('No #root element');
createRoot(container).render(
  <StrictMode>
    <KitLanguage>
      {/* Links of the kit stay on the kit page. */}
      <MemoryRouter>
        <KitPage />
      </MemoryRouter>
    </KitLanguage>
  </StrictMode>,
);
