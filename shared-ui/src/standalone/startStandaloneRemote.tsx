import { setHospitalFacts } from 'contract/hospital';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, Route, Routes } from 'react-router';
import { configureApi } from '../api/client';
import { readRuntimeConfig } from '../config/runtimeConfig';
import type { RemoteName } from '../config/siteRoutes';
import { FederatedComponent } from '../federation/FederatedComponent';
import { registerSiteRemotes } from '../federation/remoteRuntime';
import type { RemoteRoutesModule } from '../federation/types';
import { SiteRouter } from '../host/SiteRouter';
// By package name, as pages import it: one language context in the page.
import { LanguageSwitch } from 'shared-ui/i18n';
import styles from './StandaloneRemote.module.css';

/**
 * Runs a remote on its own (its team's `npm run dev`, and the page its production server shows): its
 * pages under a plain bar instead of the shell, configured by its own server.
 */
export async function startStandaloneRemote(name: RemoteName, { pages }: RemoteRoutesModule): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  try {
    const config = await readRuntimeConfig();
    // The hospital's facts its server read, in force before the first render.
    if (config.hospital) setHospitalFacts(config.hospital);
    configureApi(config);
    const { [name]: _self, ...otherRemotes } = config.remotes;
    registerSiteRemotes(otherRemotes);
  } catch (error) {
    console.error('Run-time configuration unavailable:', error instanceof Error ? error.message : error);
  }
  const paths = Object.keys(pages);
  createRoot(container).render(
    <StrictMode>
      <SiteRouter>
        <nav className={styles.bar} aria-label={`${name} pages`}>
          <p className={styles.name}>{name} (standalone)</p>
          <ul className={styles.links}>
            {paths
              .filter((path) => !path.includes(':'))
              // A splat (the desk's `/desk/*`) is linked at its base.
              .map((path) => path.replace(/\/\*$/, ''))
              .map((path) => (
                <li key={path}>
                  <Link to={path}>{path}</Link>
                </li>
              ))}
          </ul>
          <LanguageSwitch />
        </nav>
        <main id="main-content">
          <Routes>
            {paths.map((path) => {
              const load = pages[path];
              return load ? (
                <Route key={path} path={path} element={<FederatedComponent moduleKey={path} load={load} />} />
              ) : null;
            })}
          </Routes>
        </main>
      </SiteRouter>
    </StrictMode>,
  );
}
