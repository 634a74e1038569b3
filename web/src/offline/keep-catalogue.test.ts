// The page asks for its catalogue again once a service worker controls it, so the worker keeps it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepCatalogueOffline } from './keep-catalogue.ts';

/** A ServiceWorkerContainer as far as keepCatalogueOffline uses it: `controller` and its change event. */
function container(controller: object | null) {
  const events = new EventTarget();
  const listen = vi.spyOn(events, 'addEventListener');
  const take = () => {
    controller = {};
    events.dispatchEvent(new Event('controllerchange'));
  };
  const worker = Object.assign(events, {
    get controller() {
      return controller;
    },
  }) as unknown as ServiceWorkerContainer;
  return { worker, take, listen };
}

const fetched = () => {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    return new Response('');
  });
  return urls;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('keeping the catalogue for offline reloads', () => {
  it('fetches the catalogue at once when a worker already controls the page', async () => {
    const urls = fetched();
    await keepCatalogueOffline('/assets/nl-abc.js', container({}).worker);
    expect(urls).toEqual(['/assets/nl-abc.js']);
  });

  it('waits for the worker to take control, with one listener however often the language changes', async () => {
    const urls = fetched();
    const { worker, take, listen } = container(null);
    const both = Promise.all([
      keepCatalogueOffline('/assets/nl-abc.js', worker),
      keepCatalogueOffline('/assets/ja-def.js', worker),
    ]);
    await settle();
    expect(urls).toEqual([]);
    expect(listen).toHaveBeenCalledTimes(1);
    take();
    await both;
    expect(urls.sort()).toEqual(['/assets/ja-def.js', '/assets/nl-abc.js']);
  });

  it('shrugs off a failed fetch (offline again) and does nothing without a worker or an address', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(keepCatalogueOffline('/assets/fr-ghi.js', container({}).worker)).resolves.toBeUndefined();
    const urls = fetched();
    await keepCatalogueOffline('/assets/es-jkl.js', undefined);
    await keepCatalogueOffline(undefined, container({}).worker);
    expect(urls).toEqual([]);
  });
});
