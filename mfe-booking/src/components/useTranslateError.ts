import { useCallback } from 'react';
import { useLanguage, useMessages } from 'shared-ui/i18n';
import { contractErrorKey, contractErrorMessages } from './contractErrors';

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
      const { key, values } = contractErrorKey(message, field);
      return key === 'tooLong' ? t('tooLong', values ?? { max: '' }) : t(key as Exclude<typeof key, 'tooLong'>);
    },
    [language, t],
  );
}
