import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiError } from 'shared-ui';
import { LanguageProvider } from 'shared-ui/i18n';
import type { Language } from 'shared-ui/i18n';
import { useReadErrorText } from './useReadErrorText';

const inLanguage =
  (language: Language) =>
  ({ children }: { children: ReactNode }) => <LanguageProvider initialLanguage={language}>{children}</LanguageProvider>;

describe('a list that failed to load', () => {
  it("says 'Error: {message}' in English, and the labs' 'Error: API error {status}'", () => {
    const { result } = renderHook(() => useReadErrorText(), { wrapper: inLanguage('en') });
    const failed = new ApiError('API Error 503', { status: 503 });
    expect(result.current(failed)).toBe('Error: API Error 503');
    expect(result.current(failed, 'labs')).toBe('Error: API error 503');
    expect(result.current(new ApiError('Network Error', { isNetworkError: true }))).toBe('Error: Network Error');
    expect(result.current(new ApiError('Invalid data format received'))).toBe('Error: Invalid data format received');
  });

  it('says it in Hindi from the status, not the English message', async () => {
    const { result } = renderHook(() => useReadErrorText(), { wrapper: inLanguage('hi') });
    await waitFor(() =>
      expect(result.current(new ApiError('API Error 503', { status: 503 }))).toBe('त्रुटि: API त्रुटि 503'),
    );
    expect(result.current(new ApiError('Network Error', { isNetworkError: true }))).toBe('त्रुटि: सर्वर से जवाब नहीं मिला');
  });
});
