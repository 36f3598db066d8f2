import { ResultDialog } from 'shared-ui/result-dialog';
import { ConfirmationPanel } from './ConfirmationPanel';
import type { OutcomeDialogProps } from './OutcomeDialog';

/** The result dialog itself, loaded once a visitor starts on a form (see OutcomeDialog). */
export default function OutcomeDialogBody({ outcome, onClose }: OutcomeDialogProps) {
  return (
    <ResultDialog open tone={outcome.tone} onClose={onClose}>
      {outcome.tone === 'success' ? (
        <ConfirmationPanel {...outcome.confirmation} />
      ) : (
        outcome.messages.map((message) => <p key={message}>{message}</p>)
      )}
    </ResultDialog>
  );
}
