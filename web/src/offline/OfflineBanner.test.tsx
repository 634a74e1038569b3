// The offline banner and the notices of actions that need the network follow navigator.onLine
// and its events; the banner's live region is there from the start, its status only when offline.
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { OfflineBanner } from './OfflineBanner.tsx';
import { NeedsNetwork } from './NeedsNetwork.tsx';

let online = true;

function goOffline(offline: boolean) {
  online = !offline;
  act(() => {
    dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

function renderInEnglish(element: ReactElement) {
  i18n.load('en', {});
  i18n.activate('en');
  return render(<I18nProvider i18n={i18n}>{element}</I18nProvider>);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  online = true;
});

describe('the offline banner', () => {
  it('says nothing online, says what works once offline, and goes when the network is back', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const { container } = renderInEnglish(<OfflineBanner />);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).not.toBeNull();
    expect(screen.queryByRole('status')).toBeNull();

    goOffline(true);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('You are offline. Pages you opened while online can still be read');
    expect(status.textContent).toContain('votes, moderation, sign-up');
    // The same region, so a screen reader hears its new text once.
    expect(container.querySelector('[aria-live="polite"]')).toBe(region);

    goOffline(false);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('starts offline when the browser already is', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => false);
    renderInEnglish(<OfflineBanner />);
    expect(screen.getByRole('status').textContent).toContain('You are offline');
  });
});

describe('an action that needs the network', () => {
  const action = (
    <NeedsNetwork notice="Voting needs the network.">
      {(offline) => (
        <button type="button" disabled={offline}>
          Approve
        </button>
      )}
    </NeedsNetwork>
  );

  it('works online, and offline is disabled with its reason beside it', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    renderInEnglish(action);
    expect(screen.getByRole('button', { name: 'Approve' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText('Voting needs the network.')).toBeNull();

    goOffline(true);
    expect(screen.getByRole('button', { name: 'Approve' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Voting needs the network.')).toBeTruthy();

    goOffline(false);
    expect(screen.getByRole('button', { name: 'Approve' }).hasAttribute('disabled')).toBe(false);
  });
});
