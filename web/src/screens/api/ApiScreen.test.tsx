import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../test/render.tsx';
import { Component } from './ApiScreen.tsx';
import { API_OPERATIONS } from './operations.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });

const operationSection = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('section')!;

describe('the API page', () => {
  it('links every operation from the table of contents to its heading', () => {
    renderAt(<Component />, { path: '/api' });
    const contents = within(screen.getByRole('navigation', { name: 'On this page' }));
    expect(contents.getByRole('link', { name: 'GraphQL API' }).getAttribute('href')).toBe('#api-graphql');
    for (const operation of API_OPERATIONS) {
      const heading = screen.getByRole('heading', { level: 3, name: operation.title.message });
      expect(contents.getByRole('link', { name: operation.title.message }).getAttribute('href')).toBe(`#${heading.id}`);
    }
  });

  it('says how to copy the whole catalogue: the dumps, then the change feed after their position', () => {
    renderAt(<Component />, { path: '/api' });
    const contents = within(screen.getByRole('navigation', { name: 'On this page' }));
    const heading = screen.getByRole('heading', { level: 2, name: 'Copying the whole catalogue' });
    expect(contents.getByRole('link', { name: 'Copying the whole catalogue' }).getAttribute('href')).toBe(
      `#${heading.id}`,
    );
    const section = within(heading.closest('section')!);
    expect(section.getByRole('link', { name: '/api/v1/dumps' }).getAttribute('href')).toBe('/api/v1/dumps');
    expect(section.getByText('/api/v1/changes?after=…')).toBeTruthy();
    expect(section.getByText('catalogueChanges')).toBeTruthy();
  });

  it('says how webhooks are signed, verified and retried, and where to register one', () => {
    renderAt(<Component />, { path: '/api' });
    const contents = within(screen.getByRole('navigation', { name: 'On this page' }));
    const heading = screen.getByRole('heading', { level: 2, name: 'Webhooks' });
    expect(contents.getByRole('link', { name: 'Webhooks' }).getAttribute('href')).toBe(`#${heading.id}`);
    const section = within(heading.closest('section')!);
    expect(section.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    for (const type of ['request.created', 'request.resolved', 'game.changed'])
      expect(section.getByText(type)).toBeTruthy();
    expect(section.getByText('standardwebhooks')).toBeTruthy();
    expect(section.getByText('webhook-id')).toBeTruthy();
  });

  it('shows each operation parameters with their defaults and limits, and an example address', () => {
    renderAt(<Component />, { path: '/api' });
    const games = within(operationSection('A page of games'));
    expect(games.getByText('Optional; a whole number from 1 to 100, 25 when left out.')).toBeTruthy();
    expect(games.getAllByText(/\/api\/v1\/games\?start=0&length=25&after=0$/).length).toBeGreaterThan(0);
  });

  it('sends Try it to the real endpoint and shows the status, headers and pretty JSON where screen readers hear it', async () => {
    const fetch = vi.fn(async () =>
      json({ consoles: [{ console_id: 1, name: 'NES' }] }, 200, {
        etag: '"abc"',
        'cache-control': 'public, max-age=60',
      }),
    );
    vi.stubGlobal('fetch', fetch);
    renderAt(<Component />, { path: '/api' });
    const consoles = within(operationSection('All consoles'));
    await userEvent.click(consoles.getByRole('button', { name: 'Send: All consoles' }));
    expect(fetch).toHaveBeenCalledWith('/api/v1/consoles', expect.objectContaining({ credentials: 'omit' }));
    expect(await consoles.findByText(/Status 200/)).toBeTruthy();
    const result = consoles.getByText(/Status 200/).closest('[aria-live]')!;
    expect(result.getAttribute('aria-live')).toBe('polite');
    expect(within(result as HTMLElement).getByText('"abc"')).toBeTruthy();
    expect(within(result as HTMLElement).getByText('public, max-age=60')).toBeTruthy();
    const body = within(result as HTMLElement).getByRole('region', { name: 'Response body (JSON)' });
    expect(body.getAttribute('tabindex')).toBe('0');
    expect(body.textContent).toBe(
      '{\n  "consoles": [\n    {\n      "console_id": 1,\n      "name": "NES"\n    }\n  ]\n}',
    );
  });

  it('shows an error answer the same way, with what the status means', async () => {
    const fetch = vi.fn(async () => json({ error: 'id must be a positive whole number' }, 400));
    vi.stubGlobal('fetch', fetch);
    renderAt(<Component />, { path: '/api' });
    const game = within(operationSection('A game by id'));
    const id = game.getByRole('textbox', { name: 'id' });
    await userEvent.clear(id);
    await userEvent.type(id, 'abc');
    expect(game.getByText('GET /api/v1/games/abc')).toBeTruthy();
    await userEvent.click(game.getByRole('button', { name: 'Send: A game by id' }));
    expect(fetch).toHaveBeenCalledWith('/api/v1/games/abc', expect.anything());
    expect(await game.findByText('A parameter breaks its rule; the error says which.')).toBeTruthy();
    expect(game.getByRole('region', { name: 'Response body (JSON)' }).textContent).toContain(
      '"error": "id must be a positive whole number"',
    );
  });

  it('says so when no answer came back at all', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderAt(<Component />, { path: '/api' });
    const consoles = within(operationSection('All consoles'));
    await userEvent.click(consoles.getByRole('button', { name: 'Send: All consoles' }));
    expect(await consoles.findByText('No answer: the request could not be sent.')).toBeTruthy();
    expect(consoles.getByText(/The browser said: Failed to fetch/)).toBeTruthy();
  });

  it('copies an example to the clipboard', async () => {
    const user = userEvent.setup();
    renderAt(<Component />, { path: '/api' });
    await user.click(screen.getByRole('button', { name: 'Copy the query: Every console' }));
    expect(await navigator.clipboard.readText()).toMatch(/^query Consoles \{/);
    expect(screen.getByText('Copied.')).toBeTruthy();
  });
});
