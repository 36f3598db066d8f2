import { Button, Dialog } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { deskMessages } from './deskMessages';

interface ConfirmDialogProps {
  title: string;
  /** What the action does, read out with the title. */
  text: string;
  confirmLabel: string;
  /** The confirm button's words while the action is on its way. */
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** An action that cannot be undone, asked once more: confirm, or Cancel (and Escape) to leave it. */
export function ConfirmDialog({ title, text, confirmLabel, busyLabel, busy, onConfirm, onClose }: ConfirmDialogProps) {
  const d = useMessages(deskMessages);
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      closeLabel={d('close')}
      describedByBody
      actions={
        <>
          <Button disabled={busy} onClick={onConfirm}>
            {busy ? busyLabel : confirmLabel}
          </Button>
          <Button variant="outline" onClick={onClose}>
            {d('cancel')}
          </Button>
        </>
      }
    >
      <p>{text}</p>
    </Dialog>
  );
}
