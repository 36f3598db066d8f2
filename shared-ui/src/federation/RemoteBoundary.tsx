import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { RemoteFallback } from './RemoteFallback';
import { describeVersionMismatch } from './versionMismatch';

interface RemoteBoundaryProps {
  /** Names the region in the console when it fails. */
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

interface RemoteBoundaryState {
  failed: boolean;
}

/** Keeps a remote's failure (while loading or rendering) inside its own region. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { failed: false };

  static getDerivedStateFromError(): RemoteBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    const mismatch = describeVersionMismatch(error);
    if (mismatch) console.error(`${this.props.label} cannot run on this page: ${mismatch}`);
    else console.error(`${this.props.label} failed:`, error.message, info.componentStack ?? '');
  }

  override render() {
    return this.state.failed ? <RemoteFallback onRetry={this.props.onRetry} /> : this.props.children;
  }
}
