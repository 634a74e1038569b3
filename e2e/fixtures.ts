import { test as base, expect, type Page, type Request, type Response } from '@playwright/test';

let addresses = 0;

/**
 * Every test a client of its own, with pages as they come: e2e/no-javascript.spec.ts, whose pages
 * never hydrate, uses it as it is.
 */
export const clientTest = base.extend({
  // Every test is a client of its own (the server trusts X-Forwarded-For in e2e runs): the
  // per-address limits on sign-ups, comments and requests count each test apart, as they would
  // count different people, while a test's own pages and API calls share its address.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    addresses += 1;
    const address = `10.${testInfo.workerIndex % 250}.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
});

/**
 * Most journeys start as a visitor who already agreed to the current terms; the terms-gate
 * spec starts without that.
 */
export const test = clientTest.extend<{ agreed: boolean }>({
  agreed: [true, { option: true }],
  page: async ({ page, agreed, baseURL }, use) => {
    if (agreed) {
      // The app mirrors these into cookies itself once it runs; set now, the server renders the
      // first page past the terms dialog too, as it would for a returning reader.
      await page.context().addCookies([
        { name: 'pref_agreedToToS', value: 'true', url: baseURL! },
        { name: 'pref_ToSVersion', value: '1.2', url: baseURL! },
      ]);
      await page.addInitScript(() => {
        if (!sessionStorage.getItem('e2e-initialised')) {
          localStorage.setItem('agreedToToS', 'true');
          localStorage.setItem('ToSVersion', '1.2');
          sessionStorage.setItem('e2e-initialised', '1');
        }
      });
    }
    actsOnceHydrated(page);
    await use(page);
  },
});

export { expect };

/**
 * A server-rendered page shows before it works: a journey acts on it once it has hydrated, as a
 * reader would by the time they act, so `goto` and `reload` wait for that. (index.html holds a
 * form sent earlier until then, and links work without script: e2e/hydration.spec.ts acts before
 * hydration, with waitUntil 'commit'.) A click on a button before then would be lost.
 */
export function actsOnceHydrated(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const hydrated = async (response: Response | null) => {
    if (response?.headers()['content-type']?.startsWith('text/html'))
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    return response;
  };
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    // Only the response asked for: the page is looked at as it arrives.
    return options?.waitUntil === 'commit' ? response : hydrated(response);
  };
  page.reload = async (options) => hydrated(await reload(options));
  return page;
}

export async function storage(page: Page, area: 'localStorage' | 'sessionStorage', key: string) {
  return page.evaluate(([a, k]) => window[a as 'localStorage'].getItem(k!), [area, key]);
}

/**
 * The server's answer to the next `/graphql` POST whose body names `operation` (a mutation's
 * operation name, such as `useCastVoteMutation`: the web app sends its id and name, no text). A page shows its change at once (optimistic), before the server has it: a journey
 * that next reads the change back (another page, another person, a reload) waits for this first,
 * as the write is still on its way. Start waiting before the action that sends it.
 */
export const graphqlAnswer = (page: Page, operation: string) =>
  page.waitForResponse((response) => postsOperation(response.request(), operation));

/** Whether `request` is a `/graphql` POST naming `operationName` (the web app sends ids and names, no text). */
export const postsOperation = (request: Request, operationName: string): boolean =>
  request.url().endsWith('/graphql') && !!request.postData()?.includes(`"operationName":"${operationName}"`);
