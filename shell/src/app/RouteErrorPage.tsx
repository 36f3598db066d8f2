import { isRouteErrorResponse, useRouteError } from 'react-router';
import { SiteLink, siteHref } from 'shared-ui';
import styles from './AppLayout.module.css';

const describe = (error: unknown): string => {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
};

/** The router's fallback screen (SPEC §2): 'Unexpected Application Error!' with the status or message. */
export function RouteErrorPage() {
  const error = useRouteError();
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
