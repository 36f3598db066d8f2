import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
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
        <Link to="/">Go to the home page</Link>
      </p>
    </div>
  );
}
