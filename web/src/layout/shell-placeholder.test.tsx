// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { renderAt } from '../test/render.tsx';
import { memoryStorage } from '../test/memory-storage.ts';
import { ShellPlaceholder } from './AppShell.tsx';
import { readLanguage } from '../preferences/storage.ts';
import { readTermsState, termsPreview } from '../terms/terms-state.ts';
import { STORAGE_KEYS } from '../preferences/preference-values.ts';
import { TERMS_VERSION } from '../terms/terms-version.ts';
import { ROUTE_PATHS } from '../routes/route-names.ts';

// index.html paints the shell and, for a first visit, the terms dialog's preview before any
// script runs; the app then renders ShellPlaceholder over it. The two must be the same markup,
// and index.html's inline rule for showing its (English) preview must agree with the app's.

const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** Elements, attributes and text only: comments, blank text and the preview's marker removed. */
function normalised(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT | NodeFilter.SHOW_TEXT);
  const drop: Node[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.COMMENT_NODE || !node.textContent?.trim()) drop.push(node);
  }
  drop.forEach((node) => node.parentNode?.removeChild(node));
  copy.querySelectorAll('[data-prerendered]').forEach((element) => element.removeAttribute('data-prerendered'));
  // Attributes in name order, style without spaces: the order and spacing do not change the page.
  copy.querySelectorAll('*').forEach((element) => {
    const attributes = [...element.attributes].map(({ name, value }) => [name, value] as const);
    attributes.forEach(([name]) => element.removeAttribute(name));
    for (const [name, value] of attributes.sort(([a], [b]) => a.localeCompare(b))) {
      element.setAttribute(name, name === 'style' ? value.replace(/\s+/g, '').replace(/;$/, '') : value);
    }
  });
  return copy.innerHTML;
}

describe('index.html and ShellPlaceholder', () => {
  it('paint the same shell and terms preview for a first visit', () => {
    const page = new DOMParser().parseFromString(indexHtml, 'text/html');
    const { container } = renderAt(<ShellPlaceholder />);
    expect(container.querySelector('dialog p')?.textContent).toContain('To use Cartridge Vault');
    expect(normalised(container)).toBe(normalised(page.getElementById('root')!));
  });

  it('drops the preview once the terms are agreed, and on the pages the terms link to', () => {
    localStorage.setItem(STORAGE_KEYS.agreedToToS, 'true');
    localStorage.setItem(STORAGE_KEYS.tosVersion, TERMS_VERSION);
    expect(renderAt(<ShellPlaceholder />).container.querySelector('dialog')).toBeNull();
    cleanup();
    localStorage.clear();
    const { container } = renderAt(<ShellPlaceholder />, { path: ROUTE_PATHS['privacy-policy'] });
    expect(container.querySelector('dialog')).toBeNull();
  });
});

it('leaves an older acceptance for the terms gate to revoke, and previews the update notice', () => {
  localStorage.setItem(STORAGE_KEYS.agreedToToS, 'true');
  localStorage.setItem(STORAGE_KEYS.tosVersion, '0.9');
  const { container } = renderAt(<ShellPlaceholder />);
  expect(container.querySelector('dialog [role="status"]')?.textContent).toContain(`version ${TERMS_VERSION}`);
  expect(localStorage.getItem(STORAGE_KEYS.agreedToToS)).toBe('true');
  expect(readTermsState()).toEqual({ accepted: false, updated: true });
});

describe("index.html's inline rule for its preview", () => {
  const script = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!).join('\n');

  function previewShown(stored: Record<string, string>, pathname: string): boolean {
    const dataset: Record<string, string> = {};
    new Function('localStorage', 'document', 'location', script)(
      memoryStorage(stored),
      { documentElement: { dataset } },
      { pathname },
    );
    return dataset.termsPreview !== 'off';
  }

  /** The app's rule: the English preview belongs on screen when ShellPlaceholder would show it in English. */
  function appShows(stored: Record<string, string>, pathname: string): boolean {
    const storage = memoryStorage(stored);
    return termsPreview(pathname, storage) !== null && readLanguage(storage) === 'en';
  }

  const { agreedToToS, tosVersion, language } = STORAGE_KEYS;
  const cases: [string, Record<string, string>, string][] = [
    ['a first visit', {}, '/'],
    ['a first visit to a game', {}, '/games/1'],
    ['terms agreed', { [agreedToToS]: 'true', [tosVersion]: TERMS_VERSION }, '/games'],
    ['an older version agreed', { [agreedToToS]: 'true', [tosVersion]: '0.9' }, '/'],
    ['agreement revoked', { [agreedToToS]: 'false', [tosVersion]: TERMS_VERSION }, '/'],
    ['Dutch chosen', { [language]: 'nl' }, '/'],
    ['English chosen', { [language]: 'en' }, '/'],
    ['an unknown language stored', { [language]: 'xx' }, '/'],
    ['the terms page', {}, ROUTE_PATHS['terms-of-service']],
    ['the privacy page', {}, ROUTE_PATHS['privacy-policy']],
  ];
  it.each(cases)('agrees with the app for %s', (_, stored, pathname) => {
    expect(previewShown(stored, pathname)).toBe(appShows(stored, pathname));
  });
});
