// A submit that failed says why: offline, the request never reached the server.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { FormAlertMessage } from './FormAlertMessage.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderFailed() {
  i18n.load('en', {});
  i18n.activate('en');
  render(
    <I18nProvider i18n={i18n}>
      <FormAlertMessage alert={{ kind: 'failed' }} />
    </I18nProvider>,
  );
  return screen.getByRole('alert').textContent;
}

describe('a failed submit', () => {
  it('is "unexpected" online', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(renderFailed()).toBe('An unexpected error occurred. Please try again.');
  });

  it('says it needs the network offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(renderFailed()).toBe('You are offline: this needs the network. Try again once you are back online.');
  });
});
