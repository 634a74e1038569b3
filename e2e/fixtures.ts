import { test as base, expect, type Page } from '@playwright/test';

/**
 * Most journeys start as a visitor who already agreed to the current terms; the terms-gate
 * spec starts without that.
 */
let addresses = 0;

export const test = base.extend<{ agreed: boolean }>({
  agreed: [true, { option: true }],
  // Every test is a client of its own (the server trusts X-Forwarded-For in e2e runs): the
  // per-address limits on sign-ups, comments and requests count each test apart, as they would
  // count different people, while a test's own pages and API calls share its address.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    addresses += 1;
    const address = `10.${testInfo.workerIndex % 250}.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
  page: async ({ page, agreed }, use) => {
    if (agreed) {
      await page.addInitScript(() => {
        if (!sessionStorage.getItem('e2e-initialised')) {
          localStorage.setItem('agreedToToS', 'true');
          localStorage.setItem('ToSVersion', '1.2');
          sessionStorage.setItem('e2e-initialised', '1');
        }
      });
    }
    await use(page);
  },
});

export { expect };

export async function storage(page: Page, area: 'localStorage' | 'sessionStorage', key: string) {
  return page.evaluate(([a, k]) => window[a as 'localStorage'].getItem(k!), [area, key]);
}
