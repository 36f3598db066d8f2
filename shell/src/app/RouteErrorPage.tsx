import { SiteLink, siteHref } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { appMessages } from './appMessages';
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

/** The router's fallback screen: 'Unexpected Application Error!' with the status or message. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const t = useMessages(appMessages);
  return (
    <div role="alert" className={styles.routeError}>
      <h1>{t('unexpectedError')}</h1>
      <p className={styles.routeErrorDetail}>{describe(error)}</p>
      <p>
        <SiteLink to={siteHref('/')}>{t('goHome')}</SiteLink>
      </p>
    </div>
  );
}
