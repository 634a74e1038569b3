import type { Browser, BrowserContext } from '@playwright/test';
import { E2E_BASE_URL } from '../playwright.config.ts';
import { actsOnceHydrated } from './fixtures.ts';

let contexts = 0;

/**
 * A browser of its own for another person in a test: its own cookies, its own client address (the
 * server trusts X-Forwarded-For in e2e runs, so the per-address limits count this person apart, as
 * fixtures.ts does for each test), the current terms already accepted, and pages that act once
 * hydrated.
 */
export async function anotherBrowser(browser: Browser, options: { theme?: string } = {}): Promise<BrowserContext> {
  contexts += 1;
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { 'x-forwarded-for': `10.251.${process.pid % 250}.${(contexts % 250) + 1}` },
  });
  await context.addInitScript((theme) => {
    localStorage.setItem('agreedToToS', 'true');
    localStorage.setItem('ToSVersion', '1.2');
    if (theme) localStorage.setItem('theme', theme);
  }, options.theme);
  // Their pages act once hydrated, as the test's own page does.
  const newPage = context.newPage.bind(context);
  context.newPage = async () => actsOnceHydrated(await newPage());
  return context;
}
