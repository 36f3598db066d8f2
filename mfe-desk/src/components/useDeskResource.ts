import { createElement } from 'react';
import type { ReactElement } from 'react';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { deskMessages } from './deskMessages';
import { useDeskFailure } from './useDeskFailure';
import { useDeskLoad } from './useDeskLoad';

interface ResourceTexts<T> {
  /** Said while the call is on its way. */
  loading: string;
  /** Said when a refusal came without a code the contract's vocabulary knows. */
  failed: string;
  /** Said when the answer holds nothing to show. */
  empty: string | ((data: T) => string);
  /** Whether the answer holds nothing to show; by default, an empty list. */
  isEmpty?: (data: T) => boolean;
}

const emptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * A desk read's data once there is something to show; else `placeholder`, the state to show instead.
 * `refresh` reads again quietly, keeping what is shown (useDeskLoad).
 */
export type DeskResource<T> = { reload: () => void; refresh: () => void } & (
  { data: T; placeholder: null } | { data: T | null; placeholder: ReactElement }
);

/**
 * One desk read (useDeskLoad) with its loading, failed (said in words, with Try again) and empty
 * states drawn the same way on every page, so a page only draws its data.
 */
export function useDeskResource<T>(load: () => Promise<T>, texts: ResourceTexts<T>): DeskResource<T> {
  const d = useMessages(deskMessages);
  const describeFailure = useDeskFailure();
  const [state, reload, refresh] = useDeskLoad(load);
  if (state.status === 'loading') {
    return {
      data: null,
      placeholder: createElement(LoadingState, { label: texts.loading, compact: true }),
      reload,
      refresh,
    };
  }
  if (state.status === 'failed') {
    const message = describeFailure(state.error, texts.failed);
    return {
      data: null,
      placeholder: createElement(ErrorState, { message, onRetry: reload, retryLabel: d('retry') }),
      reload,
      refresh,
    };
  }
  if ((texts.isEmpty ?? emptyList)(state.data)) {
    const message = typeof texts.empty === 'string' ? texts.empty : texts.empty(state.data);
    return { data: state.data, placeholder: createElement(EmptyState, { message, compact: true }), reload, refresh };
  }
  return { data: state.data, placeholder: null, reload, refresh };
}
