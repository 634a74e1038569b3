import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lowPriorityScripts, routePreloads, screensOfRouteTable } from './route-preloads.ts';

const routeTable = readFileSync(path.join(import.meta.dirname, '../../web/src/routes/routes.tsx'), 'utf8');

describe('route preloads written by the build', () => {
  it('reads every screen of the route table, in its order', () => {
    const screens = screensOfRouteTable(routeTable);
    expect(screens).toHaveLength([...routeTable.matchAll(/\bscreen\('/g)].length);
    expect(screens[0]).toEqual(['home', 'src/screens/home/HomeScreen.tsx']);
    expect(screens.map(([name]) => name).indexOf('add-game')).toBeLessThan(
      screens.map(([name]) => name).indexOf('game-detail'),
    );
  });

  it("names a screen's chunks and their imports, leaving out what the entry already loads", () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] },
      '_react.js': { file: 'assets/react.js' },
      '_card.js': { file: 'assets/card.js', imports: ['_react.js'], css: ['assets/card.css'] },
      'src/screens/home/HomeScreen.tsx': {
        file: 'assets/home.js',
        imports: ['_card.js', '_react.js'],
        css: ['assets/home.css', 'assets/index.css'],
      },
    };
    const home = routePreloads(manifest, `screen('home', () => import('../screens/home/HomeScreen.tsx'))`);
    expect(home).toEqual([
      { path: '/', files: ['assets/home.js', 'assets/card.js'], styles: ['assets/home.css', 'assets/card.css'] },
    ]);
  });

  it('lowers the priority of the app\u2019s scripts, not of its stylesheets', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/a.js"><link rel="stylesheet" crossorigin href="/assets/a.css">';
    expect(lowPriorityScripts(html)).toBe(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/a.js">' +
        '<link rel="stylesheet" crossorigin href="/assets/a.css">',
    );
  });
});
