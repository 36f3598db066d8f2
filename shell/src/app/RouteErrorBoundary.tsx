import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { RouteErrorPage } from './RouteErrorPage';

interface RouteErrorBoundaryState {
  failed: boolean;
  error: unknown;
}

/** What a data router's `errorElement` did: an error while rendering a route shows the router's error screen. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): RouteErrorBoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unexpected Application Error!', error, info.componentStack ?? '');
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
