import { test as base, expect, type Page } from '@playwright/test';

/**
 * Most journeys start as a visitor who already agreed to the current terms; the terms-gate
 * spec starts without that.
 */
export const test = base.extend<{ agreed: boolean }>({
  agreed: [true, { option: true }],
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
