import { useCallback, useEffect, useState } from 'react';
import { ApiError } from 'shared-ui';
import { loadFieldErrorTexts } from 'shared-ui/forms';
import { useStaffSession } from 'shared-ui/staff';

export type DeskLoad<T> =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  /** `refreshing`: a quiet read again is on its way (the page may say it is busy). */
  | { status: 'loaded'; data: T; refreshing: boolean };

interface Settled<T> {
  load: () => Promise<T>;
  round: number;
  /** The quiet read that answered (0: the round's first). */
  quietRound: number;
  result: DeskLoad<T>;
}

/**
 * One desk read: loading, failed (with the error to describe) or loaded, `reload`, and `refresh`,
 * the quiet one a page's live events ask for: what is shown stays until the new answer replaces it,
 * and a quiet read that fails keeps it (the next event asks again). A 401 means the session ended
 * meanwhile: the session store is refreshed, and the page's gate goes to sign-in. The refusals'
 * texts are fetched with the read, so a refusal here or on an action is said in words. An answer to
 * an older read (another `load`, or before a reload or refresh) is never shown as the current one.
 */
export function useDeskLoad<T>(load: () => Promise<T>): [DeskLoad<T>, () => void, () => void] {
  const { refresh: refreshSession } = useStaffSession();
  const [round, setRound] = useState(0);
  const [quietRound, setQuietRound] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  useEffect(() => {
    let current = true;
    // A refusal is said from the contract's vocabulary, fetched with the page's first call.
    loadFieldErrorTexts().catch(() => undefined);
    load().then(
      (data) =>
        current && setSettled({ load, round, quietRound, result: { status: 'loaded', data, refreshing: false } }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 401) void refreshSession();
        // A quiet read that failed keeps what is shown, no longer refreshing.
        setSettled((before) =>
          before !== null && before.load === load && before.round === round && before.result.status === 'loaded'
            ? { ...before, quietRound }
            : { load, round, quietRound, result: { status: 'failed', error } },
        );
      },
    );
    return () => {
      current = false;
    };
  }, [load, refreshSession, round, quietRound]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  const refresh = useCallback(() => setQuietRound((value) => value + 1), []);
  let state: DeskLoad<T> = { status: 'loading' };
  if (settled && settled.load === load && settled.round === round) {
    state =
      settled.result.status === 'loaded'
        ? { ...settled.result, refreshing: settled.quietRound !== quietRound }
        : settled.result;
  }
  return [state, reload, refresh];
}
