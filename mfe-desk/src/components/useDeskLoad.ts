import { useCallback, useEffect, useState } from 'react';
import { ApiError } from 'shared-ui';
import { loadFieldErrorTexts } from 'shared-ui/forms';
import { useStaffSession } from 'shared-ui/staff';

export type DeskLoad<T> = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'loaded'; data: T };

interface Settled<T> {
  load: () => Promise<T>;
  round: number;
  result: DeskLoad<T>;
}

/**
 * One desk read: loading, failed (with the error to describe) or loaded, and `reload`. A 401 means
 * the session ended meanwhile: the session store is refreshed, and the page's gate goes to sign-in.
 * The refusals' texts are fetched with the read, so a refusal here or on an action is said in words.
 * An answer to an older read (another `load`, or before a reload) is never shown as the current one.
 */
export function useDeskLoad<T>(load: () => Promise<T>): [DeskLoad<T>, () => void] {
  const { refresh } = useStaffSession();
  const [round, setRound] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  useEffect(() => {
    let current = true;
    // A refusal is said from the contract's vocabulary, fetched with the page's first call.
    loadFieldErrorTexts().catch(() => undefined);
    const settle = (result: DeskLoad<T>) => current && setSettled({ load, round, result });
    load().then(
      (data) => settle({ status: 'loaded', data }),
      (error: unknown) => {
        if (current && error instanceof ApiError && error.status === 401) void refresh();
        settle({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [load, refresh, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  const state: DeskLoad<T> =
    settled && settled.load === load && settled.round === round ? settled.result : { status: 'loading' };
  return [state, reload];
}
