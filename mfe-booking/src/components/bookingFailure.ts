import { ApiError } from 'shared-ui';

/** How a write failed, for the outcome texts: the API refused the input, broke, never answered, or else. */
export type FailureKind = 'badInput' | 'server' | 'network' | 'other';

export function failureKind(error: unknown): FailureKind {
  if (!(error instanceof ApiError)) return 'other';
  if (error.isNetworkError) return 'network';
  if (error.status === 400) return 'badInput';
  if (error.status !== undefined && error.status >= 500) return 'server';
  return 'other';
}
