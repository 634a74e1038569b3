// Vite plugin: each compiled catalogue (web/src/locales/<locale>/messages.ts, written by
// `lingui compile`) also exports its own chunk's address, `url`. The service worker does not
// precache the catalogues (a reader uses one of four); the page that loaded one before the worker
// took control asks for it again through the worker, which keeps it (web/src/offline/keep-catalogue.ts).
// The chunk's name carries a hash the page cannot know otherwise.
import type { Plugin } from 'vite';

export const CATALOGUE_MODULE = /[\\/]web[\\/]src[\\/]locales[\\/][\w-]+[\\/]messages\.ts$/;

export function catalogueUrl(): Plugin {
  return {
    name: 'cartridge-vault:catalogue-url',
    transform(code, id) {
      if (!CATALOGUE_MODULE.test(id)) return null;
      return { code: `${code}\nexport const url = import.meta.url;\n`, map: null };
    },
  };
}
