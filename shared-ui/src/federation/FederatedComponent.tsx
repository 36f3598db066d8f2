import { Suspense, lazy, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { LoadingState } from '../components/StatusMessage/StatusMessage';
import { RemoteBoundary } from './RemoteBoundary';

type ComponentLoader<Props extends object> = () => Promise<{ default: ComponentType<Props> }>;

export interface FederatedComponentProps<Props extends object = object> {
  /** Identifies what is loaded; a new key loads anew. */
  moduleKey: string;
  /** Resolves to the component to show, e.g. a remote's page. */
  load: ComponentLoader<Props>;
  /** Passed to the loaded component. */
  componentProps?: Props;
  /** Shown while loading. */
  loading?: ReactNode;
}

function LoadedOnce<Props extends object>({
  load,
  loading,
  componentProps,
}: {
  load: ComponentLoader<Props>;
  loading: ReactNode;
  componentProps: Props;
}) {
  const [Loaded] = useState(() => lazy(load));
  return (
    <Suspense fallback={loading}>
      <Loaded {...componentProps} />
    </Suspense>
  );
}

/**
 * Renders a component that lives in another build. Loading and crashing stay inside this region,
 * and Retry tries again without reloading the page: React.lazy remembers a failed load, so each
 * attempt mounts a fresh lazy component inside a fresh boundary.
 */
export function FederatedComponent<Props extends object = object>({
  moduleKey,
  load,
  componentProps,
  loading,
}: FederatedComponentProps<Props>) {
  const [attempt, setAttempt] = useState(0);
  const key = `${moduleKey}#${attempt}`;
  return (
    <RemoteBoundary key={key} label={moduleKey} onRetry={() => setAttempt((n) => n + 1)}>
      <LoadedOnce
        key={key}
        load={load}
        loading={loading ?? <LoadingState label="Loading..." />}
        componentProps={componentProps ?? ({} as Props)}
      />
    </RemoteBoundary>
  );
}
