import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FIELD_ERROR_TEXTS } from 'contract';
import { ApiError } from 'shared-ui';
import { LanguageProvider } from '../i18n/LanguageProvider/LanguageProvider';
import { LANGUAGES } from '../i18n/languages';
import type { Language } from '../i18n/languages';
import fieldErrorsInHindi from './fieldErrorMessages.hi';
import { loadFieldErrorTexts, useFieldProblemText } from './fieldErrorTexts';
import { apiFieldErrors } from './useKitForm';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

const inLanguage =
  (language: Language) =>
  ({ children }: { children: ReactNode }) => <LanguageProvider initialLanguage={language}>{children}</LanguageProvider>;

describe('the texts of the field problems', () => {
  it('come when a form first asks for them, and on a Hindi page in Hindi from the first moment', async () => {
    const { result } = renderHook(() => useFieldProblemText(), { wrapper: inLanguage('hi') });
    expect(result.current({ code: 'phone' })).toBe('');
    document.documentElement.lang = LANGUAGES.hi.tag;
    try {
      await act(() => loadFieldErrorTexts());
    } finally {
      document.documentElement.lang = '';
    }
    expect(result.current({ code: 'phone' })).toBe('कृपया 10 अंकों का सही फ़ोन नंबर दर्ज करें');
  });
});

describe('a field problem in the page’s language', () => {
  // A form fetches them at its first use (KitForm.test.tsx); here, once for every case.
  beforeAll(() => loadFieldErrorTexts());

  it('is the code’s English text with its values for English readers, and a text without a code as it came', () => {
    const { result } = renderHook(() => useFieldProblemText(), { wrapper: inLanguage('en') });
    expect(result.current({ code: 'tooLong', params: { max: 80 } })).toBe('Must be at most 80 characters');
    expect(result.current({ code: 'phone' })).toBe(FIELD_ERROR_TEXTS.phone);
    expect(result.current('This doctor is not available that day')).toBe('This doctor is not available that day');
  });

  it('is the code’s Hindi with its values for Hindi readers, and "check this field" for a text without a code', async () => {
    const { result } = renderHook(() => useFieldProblemText(), { wrapper: inLanguage('hi') });
    await waitFor(() => expect(result.current({ code: 'phone' })).toBe('कृपया 10 अंकों का सही फ़ोन नंबर दर्ज करें'));
    expect(result.current({ code: 'tooLong', params: { max: 80 } })).toBe('इसमें अधिकतम 80 अक्षर हो सकते हैं');
    expect(
      result.current({ code: 'doctorNotInDepartment', params: { doctor: 'डॉ. अनिल शर्मा', department: 'कार्डियोलॉजी' } }),
    ).toBe('डॉ. अनिल शर्मा कार्डियोलॉजी विभाग में नहीं हैं');
    expect(result.current('This doctor is not available that day')).toBe('कृपया इस फ़ील्ड को जाँचें');
    // A 429's wait: the API's English words, and its minutes for the Hindi.
    expect(result.current({ code: 'bookingTriesLimited', params: { after: '15 minutes', minutes: 15 } })).toBe(
      'इस बुकिंग के विवरणों के लिए बहुत ज़्यादा कोशिशें। कृपया 15 मिनट रुककर फिर से कोशिश करें।',
    );
  });

  it('has a Hindi text, with the same values, for every code', () => {
    // The 429s' waits are English words ("1 minute"): their Hindi says the `minutes` sent beside them.
    const { tooManyRequests: _wait, bookingTriesLimited: _tries, ...withSameValues } = FIELD_ERROR_TEXTS;
    for (const [code, english] of Object.entries(FIELD_ERROR_TEXTS)) {
      const hindi = (fieldErrorsInHindi as Record<string, string>)[code] ?? '';
      expect([code, hindi.trim() !== '' && hindi !== english]).toEqual([code, true]);
    }
    for (const [code, english] of Object.entries(withSameValues)) {
      const hindi = (fieldErrorsInHindi as Record<string, string>)[code] ?? '';
      expect([code, placeholders(hindi)]).toEqual([code, placeholders(english)]);
    }
  });
});

describe('apiFieldErrors', () => {
  it('takes each field’s issue, and the text of a field that has none', () => {
    const error = new ApiError('Please check the highlighted fields.', {
      status: 400,
      fieldErrors: { doctor: 'This doctor is not available that day', address: 'Must be at most 500 characters' },
      fieldIssues: { address: { code: 'tooLong', params: { max: 500 } } },
    });
    expect(apiFieldErrors(error)).toEqual({
      doctor: 'This doctor is not available that day',
      address: { code: 'tooLong', params: { max: 500 } },
    });
    expect(apiFieldErrors(new Error('no'))).toEqual({});
  });
});
