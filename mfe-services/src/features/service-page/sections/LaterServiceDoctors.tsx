import { Suspense, lazy } from 'react';
import type { ServiceDepartment } from 'contract';
import { withPageTexts } from 'shared-ui/i18n';

const ServiceDoctors = lazy(() => withPageTexts(import('./ServiceDoctors')));

/**
 * The service's doctors sit far down its page: their cards' code is a chunk of its own, fetched
 * after the page's first render together with the (shared, cached) doctors list. Both arrive
 * while the section is still far below the screen; waiting until the visitor scrolled near it
 * made the FAQs and the call to action jump under a reader who scrolled quickly (CLS 0.4).
 */
export function LaterServiceDoctors({ department }: { department: ServiceDepartment }) {
  return (
    <Suspense fallback={null}>
      <ServiceDoctors department={department} />
    </Suspense>
  );
}
