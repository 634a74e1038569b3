// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest';
import { Suspense, useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';

afterEach(cleanup);

// A store the way Relay's useFragment reads it: a snapshot taken during render, stored in state
// when the key changes, and a suspension while the data for the new key is on its way.
const store = new Map([['a', 'Alpha']]);
let resolveLoad = () => {};
let loading: Promise<void> | null = null;

function Reader({ id }: { id: string }) {
  const [seen, setSeen] = useState(id);
  const [stored, setStored] = useState(() => store.get(id));
  let snapshot = stored;
  if (id !== seen) {
    setSeen(id);
    snapshot = store.get(id);
    setStored(snapshot);
  }
  if (snapshot === undefined && loading) throw loading;
  return <p>{snapshot ?? 'missing'}</p>;
}

it('forgets the state a component set during a render that suspended, as React does', async () => {
  const { rerender } = render(
    <Suspense fallback={<p>Loading</p>}>
      <Reader id="a" />
    </Suspense>,
  );
  expect(screen.getByText('Alpha')).toBeTruthy();
  loading = new Promise((resolve) => (resolveLoad = resolve));
  rerender(
    <Suspense fallback={<p>Loading</p>}>
      <Reader id="b" />
    </Suspense>,
  );
  expect(screen.getByText('Loading')).toBeTruthy();
  store.set('b', 'Beta');
  loading = null;
  resolveLoad();
  // Kept, the snapshot taken before the data came would show "missing" here.
  expect(await screen.findByText('Beta')).toBeTruthy();
  expect(screen.queryByText('missing')).toBeNull();
});
