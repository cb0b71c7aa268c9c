import { Component, type ReactNode } from 'react';

/**
 * A part whose code is fetched when first drawn (React.lazy) and may fail to arrive (offline,
 * a dropped connection): the failure costs that part, shown as `fallback`, not the page.
 */
export class LoadBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('A part of the page could not load', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
