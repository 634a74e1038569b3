// A screen whose data could not be fetched for want of a network shows the device's copy; an
// error the server answered with still reaches the route's error page.
import { Component, useEffect, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { NetworkFailure } from '../relay/environment.ts';
import { DeviceFallback } from './DeviceFallback.tsx';

class Outer extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>route error: {String(this.state.error)}</p> : this.props.children;
  }
}

function Throws({ error }: { error: unknown }): ReactNode {
  throw error;
}

/** What the network layer throws when the fetch rejected (relay/environment.ts). */
const offline = () => new NetworkFailure(new TypeError('Failed to fetch'));

describe('DeviceFallback', () => {
  it('shows the device copy when the fetch never reached the server', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Outer>
        <DeviceFallback attempt={1} fallback={<p>from the device</p>}>
          <Throws error={offline()} />
        </DeviceFallback>
      </Outer>,
    );
    expect(screen.getByText('from the device')).toBeTruthy();
    expect(screen.queryByText(/route error/)).toBeNull();
  });

  // An answer the server gave; a fault in code, not a missing network.
  it.each([new Error('The server said no'), new TypeError("Cannot read properties of undefined (reading 'edges')")])(
    'passes any other error on to the route: %s',
    (error) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      render(
        <Outer>
          <DeviceFallback attempt={1} fallback={<p>from the device</p>}>
            <Throws error={error} />
          </DeviceFallback>
        </Outer>,
      );
      expect(screen.getByText(`route error: ${String(error)}`)).toBeTruthy();
      expect(screen.queryByText('from the device')).toBeNull();
    },
  );

  it('shows the screen again for a new attempt, and never remounts it for one (a revalidation keeps its state)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let mounts = 0;
    function Screen() {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <p>the screen</p>;
    }
    const view = (attempt: number, failing: boolean) => (
      <DeviceFallback attempt={attempt} fallback={<p>from the device</p>}>
        {failing ? <Throws error={offline()} /> : <Screen />}
      </DeviceFallback>
    );
    const { rerender } = render(view(1, false));
    // (StrictMode runs a mount's effects twice in tests: what counts is that a new attempt adds none.)
    const mounted = mounts;
    rerender(view(2, false));
    expect(mounts).toBe(mounted);
    rerender(view(3, true));
    expect(screen.getByText('from the device')).toBeTruthy();
    rerender(view(4, false));
    expect(screen.getByText('the screen')).toBeTruthy();
  });
});
