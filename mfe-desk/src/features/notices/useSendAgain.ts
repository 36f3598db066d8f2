import { useState } from 'react';

/** What a Send again shows: the refusal to describe, or what was done. */
export interface SendAgainOutcome {
  failure: unknown;
  done: string | null;
}

/**
 * A list's Send again, asked once more in a dialog: the item asked about, whether it is being sent,
 * and the outcome. After the attempt, whatever it answered, the list is read again (a 409 comes with
 * the item as it is now, which the fresh list shows).
 */
export function useSendAgain<Item>(
  send: (item: Item) => Promise<unknown>,
  doneText: (item: Item) => string,
  reload: () => void,
) {
  const [asking, setAsking] = useState<Item | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SendAgainOutcome>({ failure: null, done: null });

  const confirm = async (item: Item) => {
    setBusy(true);
    setOutcome({ failure: null, done: null });
    try {
      await send(item);
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
