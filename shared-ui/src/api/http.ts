import { create } from 'axios';
import { API_TIMEOUT_MS, apiUrl } from './client';

/**
 * The axios instance behind `apiClient`, in a chunk of its own: it loads with the first call, so a
 * page that calls nothing never downloads axios.
 */
export const httpClient = create({
  timeout: API_TIMEOUT_MS,
  // The account's session is an HttpOnly cookie of the API's origin; the API allows credentials
  // for the site's origins only.
  withCredentials: true,
  headers: { Accept: 'application/json' },
});

// Read per request: the run-time configuration may arrive after this module.
httpClient.interceptors.request.use((config) => {
  config.baseURL = apiUrl();
  return config;
});
