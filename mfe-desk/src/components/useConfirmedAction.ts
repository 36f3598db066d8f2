import { useState } from 'react';

/** What a confirmed action shows: the refusal to describe, or what was done. */
export interface ConfirmedActionOutcome {
  failure: unknown;
  done: string | null;
}

/**
 * An action on one item of a list (Send again, Revoke), asked once more in a dialog: the item asked
 * about, whether the action is under way, and the outcome. After the attempt, whatever it answered,
 * the list is read again (a 409 comes with the item as it is now, which the fresh list shows).
 */
export function useConfirmedAction<Item>(
  act: (item: Item) => Promise<unknown>,
  doneText: (item: Item) => string,
  reload: () => void,
) {
  const [asking, setAsking] = useState<Item | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ConfirmedActionOutcome>({ failure: null, done: null });

  const confirm = async (item: Item) => {
    setBusy(true);
    setOutcome({ failure: null, done: null });
    try {
      await act(item);
      setOutcome({ failure: null, done: doneText(item) });
    } catch (error) {
      setOutcome({ failure: error, done: null });
    } finally {
      setBusy(false);
      setAsking(null);
      reload();
    }
  };

  return { asking, ask: setAsking, close: () => setAsking(null), busy, outcome, confirm };
}
