import { Component, type ReactNode } from 'react';
import { NetworkFailure } from '../relay/environment.ts';

/**
 * A request that never reached the server (relay/environment.ts wraps its rejected fetch); an
 * answer the server gave, even an error, and a fault in code (a TypeError among them) are
 * something else and are the route's to show.
 */
export const isNetworkFailure = (error: unknown): boolean => error instanceof NetworkFailure;

interface Props {
  /** What answers from the device instead: rendered when the screen's data could not be fetched. */
  fallback: ReactNode;
  children: ReactNode;
  /**
   * The screen's current attempt at the server (its loader's query): a new one forgets an earlier
   * failure. Not a `key`: a revalidation (after an import, say) must not remount the screen and lose
   * what it was showing.
   */
  attempt: unknown;
}

interface State {
  error: unknown;
  attempt: unknown;
}

/**
 * Around a screen whose query may fail for want of a network that `navigator.onLine` still
 * reports (a flaky connection, a captive portal, the first moments after coming back online): the
 * device's copy shows instead of an error page. Any other error goes on to the route's boundary.
 */
export class DeviceFallback extends Component<Props, State> {
  override state: State = { error: null, attempt: this.props.attempt };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.attempt === state.attempt ? null : { error: null, attempt: props.attempt };
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isNetworkFailure(error)) return this.props.fallback;
    throw error;
  }
}
