import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveTermsAgreement } from './terms-agreement.ts';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => void serveTermsAgreement(req, res, true));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const agree = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/terms/agree`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });

describe('agreeing to the terms without script', () => {
  it('writes the acceptance of the current version into the preference cookies and sends the reader back', async () => {
    const response = await agree('return=%2Fgames%3Fq%3Dzelda');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/games?q=zelda');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toMatch(/^pref_agreedToToS=true; Max-Age=31536000; Path=\/; SameSite=Lax$/i);
    expect(cookies[1]).toMatch(/^pref_ToSVersion=1\.2; /);
  });

  it('marks the cookies Secure behind an HTTPS proxy', async () => {
    const response = await agree('return=%2F', { 'x-forwarded-proto': 'https' });
    for (const cookie of response.headers.getSetCookie()) expect(cookie).toMatch(/; Secure/);
  });

  it('never sends the reader to another site', async () => {
    for (const target of ['https://evil.example/', '//evil.example', '/\\evil.example', '']) {
      const response = await agree(`return=${encodeURIComponent(target)}`);
      expect(response.headers.get('location')).toBe('/');
    }
  });

  it('refuses another site’s form, other methods and an oversized body', async () => {
    expect((await agree('return=%2F', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await fetch(`${base}/terms/agree`)).status).toBe(405);
    expect((await agree(`return=${'a'.repeat(5000)}`)).status).toBe(400);
  });
});
