import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../test/render.tsx';
import { TermsGate } from './TermsGate.tsx';

// happy-dom's <dialog> has no showModal in every version; the gate only needs it to exist.
beforeEach(() => {
  localStorage.clear();
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

const page = <h1>The page</h1>;

describe('TermsGate', () => {
  it('hides the page behind the terms dialog until the visitor agrees', async () => {
    renderAt(<TermsGate routeName="games">{page}</TermsGate>);
    expect(screen.queryByRole('heading', { name: 'The page' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Agree' }));
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(localStorage.getItem('agreedToToS')).toBe('true');
    expect(localStorage.getItem('ToSVersion')).toBe('1.2');
  });

  it('gives the page heading focus once the visitor agrees, instead of leaving it nowhere', async () => {
    renderAt(
      <main id="main">
        <TermsGate routeName="games">{page}</TermsGate>
      </main>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Agree' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'The page' }));
  });

  it('shows the page on the terms of service and privacy policy routes', () => {
    renderAt(<TermsGate routeName="privacy-policy">{page}</TermsGate>);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
  });

  it('tells a visitor who accepted an older version that the terms changed', () => {
    localStorage.setItem('agreedToToS', 'true');
    localStorage.setItem('ToSVersion', '1.0');
    renderAt(<TermsGate routeName="home">{page}</TermsGate>);
    expect(screen.getByText(/updated to version 1\.2/)).toBeTruthy();
  });

  it('speaks the chosen language', () => {
    renderAt(<TermsGate routeName="home">{page}</TermsGate>, { locale: 'nl' });
    expect(screen.getByRole('button', { name: 'Akkoord' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Agree' })).toBeNull();
  });
});
