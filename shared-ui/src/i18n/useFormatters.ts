import { useMemo } from 'react';
import { formatDate, formatNumber, formatRupees } from './format';
import type { DateStyle } from './format';
import { useLanguage } from './useLanguage';

/** Number, rupee and date formatting in the page's language. */
export function useFormatters() {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      number: (value: number) => formatNumber(value, language),
      rupees: (value: number) => formatRupees(value, language),
      date: (value: Date | string, style?: DateStyle) => formatDate(value, language, style),
    }),
    [language],
  );
}
