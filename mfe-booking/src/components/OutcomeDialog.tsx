import { Suspense, lazy } from 'react';
import type { ConfirmationPanelProps } from './ConfirmationPanel';
import { withPageTexts } from 'shared-ui/i18n';

/** What a booking form's submit came to. */
export type Outcome =
  { tone: 'success'; confirmation: ConfirmationPanelProps } | { tone: 'error'; messages: readonly string[] };

export interface OutcomeDialogProps {
  outcome: Outcome;
  /** OK, the close icon and Escape. */
  onClose: () => void;
}

const load = () => import('./OutcomeDialogBody');
const OutcomeDialogBody = lazy(() => withPageTexts(load()));

/**
 * Fetches the result dialog's code ahead of need: forms call it when the visitor first focuses or
 * touches them, so a first visit does not pay for a dialog that shows only after a submit.
 */
export function preloadOutcomeDialog(): void {
  void load();
}

/** The Success / Error dialog after a submit: shown while there is an outcome, gone (focus returned) after. */
export function OutcomeDialog({ outcome, onClose }: { outcome: Outcome | null; onClose: () => void }) {
  if (!outcome) return null;
  return (
    <Suspense fallback={null}>
      <OutcomeDialogBody outcome={outcome} onClose={onClose} />
    </Suspense>
  );
}
