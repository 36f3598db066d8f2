import { SiteLink, siteHref } from 'shared-ui';
import styles from './AppLayout.module.css';

const hasStatus = (error: unknown): error is { status: number; statusText?: string } =>
  typeof error === 'object' &&
  error !== null &&
  !(error instanceof Error) &&
  typeof (error as { status?: unknown }).status === 'number';

const describe = (error: unknown): string => {
  if (hasStatus(error)) return `${error.status} ${error.statusText ?? ''}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
};

/** The router's fallback screen (SPEC §2): 'Unexpected Application Error!' with the status or message. */
export function RouteErrorPage({ error }: { error: unknown }) {
  return (
    <div role="alert" className={styles.routeError}>
      <h1>Unexpected Application Error!</h1>
      <p className={styles.routeErrorDetail}>{describe(error)}</p>
      <p>
        <SiteLink to={siteHref('/')}>Go to the home page</SiteLink>
      </p>
    </div>
  );
}
