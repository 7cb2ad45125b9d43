import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Shown once the children throw. To retry, remount the boundary with a new `key`. */
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches a remote that fails to load or to render, so the rest of the page keeps working. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('A remote failed; showing its fallback.', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
