import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiError } from 'shared-ui';
import { loadFieldErrorTexts } from 'shared-ui/forms';
import { LanguageProvider } from 'shared-ui/i18n';
import type { Language } from 'shared-ui/i18n';
import { requestAnswer, useRequestMessage } from './useRequestMessage';

const inLanguage =
  (language: Language) =>
  ({ children }: { children: ReactNode }) => <LanguageProvider initialLanguage={language}>{children}</LanguageProvider>;

const refusal = new ApiError('Please check the highlighted fields.', {
  status: 400,
  code: 'checkFields',
  fieldErrors: { email: 'Email is required' },
  fieldIssues: { email: { code: 'emailRequired' } },
});

describe('a whole-request message in the page’s language', () => {
  // A form fetches them at its first use, a refused link with its call; here, once for every case.
  beforeAll(() => loadFieldErrorTexts());

  it('says the answer by its code, in English', () => {
    const { result } = renderHook(() => useRequestMessage(), { wrapper: inLanguage('en') });
    expect(result.current(requestAnswer(refusal), 'fallback')).toBe('Please check the highlighted fields.');
  });

  it('and in Hindi, with the values the API gave', async () => {
    const { result } = renderHook(() => useRequestMessage(), { wrapper: inLanguage('hi') });
    await waitFor(() => expect(result.current(requestAnswer(refusal), 'x')).toBe('कृपया चिह्नित फ़ील्ड जाँचें।'));
    const slowed = new ApiError('Too many failed sign-ins.', {
      status: 429,
      code: 'signInSlowed',
      params: { after: 30 },
    });
    expect(result.current(requestAnswer(slowed), 'x')).toBe(
      'बहुत से लॉग इन असफल रहे। कृपया 30 सेकंड बाद फिर से कोशिश करें, या अपना पासवर्ड बदलें।',
    );
  });

  it("reads a refusal's body: its first field's problem (its `error`), else its own code", async () => {
    const { result } = renderHook(() => useRequestMessage(), { wrapper: inLanguage('hi') });
    const body = { success: false, error: 'Please check the highlighted fields.', code: 'checkFields' };
    await waitFor(() => expect(result.current(requestAnswer(body), 'x')).toBe('कृपया चिह्नित फ़ील्ड जाँचें।'));
    const withField = { ...body, error: 'Email is required', issues: { email: { code: 'emailRequired' } } };
    expect(result.current(requestAnswer(withField), 'x')).toBe('ईमेल ज़रूरी है');
  });

  it('falls back where there is no code, or the code needs values the answer left out', () => {
    const { result } = renderHook(() => useRequestMessage(), { wrapper: inLanguage('hi') });
    const tooMany = new ApiError('Too many requests from your network.', { status: 429, code: 'tooManyRequests' });
    expect(result.current(requestAnswer(tooMany), 'पुनः प्रयास करें')).toBe('पुनः प्रयास करें');
    expect(result.current(requestAnswer(new Error('boom')), 'पुनः प्रयास करें')).toBe('पुनः प्रयास करें');
    expect(result.current(requestAnswer(undefined), 'पुनः प्रयास करें')).toBe('पुनः प्रयास करें');
  });
});
