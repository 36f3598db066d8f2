import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LanguageProvider } from 'shared-ui/i18n';
import type { Language } from 'shared-ui/i18n';
import { useServerMessage, useTranslateError } from './useTranslateError';

const inLanguage =
  (language: Language) =>
  ({ children }: { children: ReactNode }) => <LanguageProvider initialLanguage={language}>{children}</LanguageProvider>;

describe('field and server errors in the page’s language', () => {
  it('leaves English as the contract or the API wrote it', () => {
    const { result } = renderHook(() => useTranslateError(), { wrapper: inLanguage('en') });
    expect(result.current('Dr. X is not in Cardiology', 'doctor')).toBe('Dr. X is not in Cardiology');
  });

  it('gives Hindi readers the Hindi, and never the English of an unknown server text', async () => {
    const { result } = renderHook(() => useTranslateError(), { wrapper: inLanguage('hi') });
    await waitFor(() => expect(result.current('Email is required', 'email')).toBe('ईमेल ज़रूरी है'));
    expect(result.current('Dr. X is not in Cardiology', 'doctor')).toBe('कृपया सूची में से डॉक्टर चुनें');
    expect(result.current('Must be at most 100 characters', 'patient_name')).toBe('इसमें अधिकतम 100 अक्षर हो सकते हैं');
  });

  it('says a whole-request message in Hindi when it knows it, the fallback otherwise', async () => {
    const { result } = renderHook(() => useServerMessage(), { wrapper: inLanguage('hi') });
    await waitFor(() =>
      expect(result.current('Please check the highlighted fields.', 'x')).toBe('कृपया चिह्नित फ़ील्ड जाँचें।'),
    );
    expect(result.current('Too many requests from your network.', 'पुनः प्रयास करें')).toBe('पुनः प्रयास करें');
    expect(result.current(undefined, 'पुनः प्रयास करें')).toBe('पुनः प्रयास करें');
  });
});
