// The service worker precaches no catalogue (a reader uses one of four); it keeps the ones pages
// fetch through it (cv-catalogues, scripts/build/offline-app.ts). A page's first catalogue may
// come before the worker controls it (a first visit: the worker registers after `load`), so the
// page asks for it again once the worker is in control. The worker answers from its cache when it
// has the file, so this costs nothing after the first time.

const controlled = new WeakMap<ServiceWorkerContainer, Promise<void>>();

/**
 * Resolves once a service worker controls this page; never where there is none. One listener per
 * page however often the language changes before the worker takes over.
 */
function whenControlled(container: ServiceWorkerContainer): Promise<void> {
  if (container.controller) return Promise.resolve();
  let waiting = controlled.get(container);
  if (!waiting) {
    waiting = new Promise((resolve) => container.addEventListener('controllerchange', () => resolve(), { once: true }));
    controlled.set(container, waiting);
  }
  return waiting;
}

/** Has the worker keep the catalogue at `url` (its chunk's own address) for offline reloads. */
export async function keepCatalogueOffline(
  url: string | undefined,
  container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
): Promise<void> {
  if (!url || !container) return;
  await whenControlled(container);
  // A failure (offline again) leaves it for the next page that loads the catalogue.
  await fetch(url).catch(() => undefined);
}
