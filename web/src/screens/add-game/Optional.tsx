import { Component, Suspense, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/** Catches a failed load below it. */
class FailQuietly extends Component<{ children: ReactNode; resetKey: string }, State & { resetKey: string }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: State & { resetKey: string }) {
    // Asked for something else: try again.
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Data the form can do without (suggestions, similar games): shown once loaded, and nothing when
 * loading fails, instead of the page's error screen. `resetKey` names what is asked for.
 */
export function Optional({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return (
    <FailQuietly resetKey={resetKey}>
      <Suspense fallback={null}>{children}</Suspense>
    </FailQuietly>
  );
}
