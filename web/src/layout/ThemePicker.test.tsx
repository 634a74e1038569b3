import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../test/render.tsx';
import { ThemePicker } from './ThemePicker.tsx';

beforeEach(() => localStorage.clear());

describe('ThemePicker', () => {
  it('offers the four base themes and starts on dark', () => {
    renderAt(<ThemePicker />);
    const picker = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Theme' });
    expect([...picker.options].map((o) => o.value)).toEqual(['light', 'dark', 'high_light', 'high_dark']);
    expect(picker.value).toBe('dark');
  });

  it('applies and saves a choice at once', async () => {
    renderAt(<ThemePicker />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Theme' }), 'high_light');
    expect(document.documentElement.dataset.theme).toBe('high_light');
    expect(document.documentElement.dataset.contrast).toBe('high');
    expect(localStorage.getItem('theme')).toBe('high_light');
  });

  it('also lists a fun theme chosen in settings, so the picker never lies', () => {
    localStorage.setItem('theme', 'robot');
    renderAt(<ThemePicker />);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Theme' }).value).toBe('robot');
  });

  it('is labelled in the chosen language', () => {
    renderAt(<ThemePicker />, { locale: 'nl' });
    expect(screen.getByRole('combobox', { name: 'Thema' })).toBeTruthy();
  });
});
