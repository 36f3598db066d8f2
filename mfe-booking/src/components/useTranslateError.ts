import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useLanguage } from 'shared-ui/i18n';
import type * as ContractErrorTable from './contractErrorTable';

type Table = typeof ContractErrorTable;

/** The Hindi error table, fetched the first time a Hindi reader needs it (never for English). */
let table: Table | undefined;
let loading: Promise<Table | undefined> | undefined;
const listeners = new Set<() => void>();

function loadTable(): Promise<Table | undefined> {
  loading ??= import('./contractErrorTable').then(
    (module) => {
      table = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    () => {
      // English stays until it loads; the next Hindi render tries again.
      loading = undefined;
      return undefined;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const currentTable = () => table;

/** The table when the page reads Hindi (loading it if need be), undefined for English. */
function useHindiTable(): Table | undefined {
  const { language } = useLanguage();
  const loaded = useSyncExternalStore(subscribe, currentTable, currentTable);
  useEffect(() => {
    if (language === 'hi' && !loaded) void loadTable();
  }, [language, loaded]);
  return language === 'hi' ? loaded : undefined;
}

/**
 * For `useKitForm`'s `translateError`: a field's error in the page's language. English readers see
 * the schema's or the API's text as it came; Hindi readers its Hindi, or what to fix in that field
 * when the API words it in a way the table does not know (never English server text).
 */
export function useTranslateError(): (message: string, field: string) => string {
  const hindi = useHindiTable();
  return useCallback(
    (message: string, field: string) => (hindi ? hindi.hindiFieldError(message, field) : message),
    [hindi],
  );
}

/**
 * A message the API sent about the whole request (a contact form's refusal) in the page's
 * language: as it came for English readers; for Hindi readers its Hindi when it is one of the
 * contract's texts, `fallback` (already in Hindi) otherwise.
 */
export function useServerMessage(): (message: string | undefined, fallback: string) => string {
  const { language } = useLanguage();
  const hindi = useHindiTable();
  return useCallback(
    (message: string | undefined, fallback: string) => {
      if (!message?.trim()) return fallback;
      if (language === 'en') return message;
      return hindi?.hindiKnownMessage(message) ?? fallback;
    },
    [language, hindi],
  );
}
