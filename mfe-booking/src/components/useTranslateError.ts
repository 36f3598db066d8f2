import { useCallback } from 'react';
import { useLanguage, useMessages } from 'shared-ui/i18n';
import type { Translate } from 'shared-ui/i18n';
import { contractErrorKey, contractErrorMessages, knownContractError } from './contractErrors';
import type { ContractErrorKey } from './contractErrors';

/**
 * For `useKitForm`'s `translateError`: a field's error in the page's language. English readers see
 * the schema's or the API's text as it came; Hindi readers its Hindi, or what to fix in that field
 * when the API words it in a way the catalogue does not know (never English server text).
 */
export function useTranslateError(): (message: string, field: string) => string {
  const { language } = useLanguage();
  const t = useMessages(contractErrorMessages);
  return useCallback(
    (message: string, field: string) => {
      if (language === 'en') return message;
      return say(t, contractErrorKey(message, field));
    },
    [language, t],
  );
}

type Known = { key: ContractErrorKey; values?: { max: string } };

function say(t: Translate<typeof contractErrorMessages.en>, { key, values }: Known): string {
  return key === 'tooLong' ? t('tooLong', values ?? { max: '' }) : t(key as Exclude<ContractErrorKey, 'tooLong'>);
}

/**
 * A message the API sent about the whole request (a contact form's refusal) in the page's
 * language: as it came for English readers; for Hindi readers its Hindi when it is one of the
 * contract's texts, `fallback` (already in Hindi) otherwise.
 */
export function useServerMessage(): (message: string | undefined, fallback: string) => string {
  const { language } = useLanguage();
  const t = useMessages(contractErrorMessages);
  return useCallback(
    (message: string | undefined, fallback: string) => {
      if (!message?.trim()) return fallback;
      if (language === 'en') return message;
      const known = knownContractError(message);
      return known ? say(t, known) : fallback;
    },
    [language, t],
  );
}
