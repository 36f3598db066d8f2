import { Suspense, lazy } from 'react';
import type { Department } from 'shared-ui';
import { LOAD_AHEAD, useNearViewport } from '../../../components/near-viewport';

const ServiceDoctors = lazy(() => import('./ServiceDoctors'));

/**
 * The service's doctors sit far down its page: their cards' code and the doctors list are fetched
 * only as the visitor scrolls near them, so a first look at a service pays for neither.
 */
export function LaterServiceDoctors({ department }: { department: Department }) {
  const [ref, near] = useNearViewport<HTMLDivElement>(LOAD_AHEAD);
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={null}>
          <ServiceDoctors department={department} />
        </Suspense>
      ) : null}
    </div>
  );
}
