import { Component, type ReactNode } from 'react';

/**
 * A fetch that never reached the server rejects with a TypeError ("Failed to fetch"); an answer
 * the server gave, even an error, is something else and is the route's to show.
 */
export const isNetworkFailure = (error: unknown): boolean => error instanceof TypeError;

interface Props {
  /** What answers from the device instead: rendered when the screen's data could not be fetched. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Around a screen whose query may fail for want of a network that `navigator.onLine` still
 * reports (a flaky connection, a captive portal, the first moments after coming back online): the
 * device's copy shows instead of an error page. Any other error goes on to the route's boundary.
 * Keyed by the caller on its query, so a new attempt starts afresh.
 */
export class DeviceFallback extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isNetworkFailure(error)) return this.props.fallback;
    throw error;
  }
}
