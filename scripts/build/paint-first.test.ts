import { describe, expect, it } from 'vitest';
import { paintFirstHtml } from './paint-first.ts';

const built = `<html><head>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/dist-2.js">
<link rel="modulepreload" crossorigin href="/assets/hooks-3.js">
<link rel="stylesheet" crossorigin href="/assets/index-4.css">
<meta name="route-chunks" content="/assets/home-5.js /assets/card-6.js">
</head><body><div id="root"></div></body></html>`;

/** Runs the page's inline loader against a stand-in document that records what it adds. */
function runLoader(html: string, hidden: boolean) {
  const routeChunks = /<meta name="route-chunks" content="([^"]*)">/.exec(html)?.[1];
  const appended: Record<string, string>[] = [];
  const frames: FrameRequestCallback[] = [];
  const fakeDocument = {
    visibilityState: hidden ? 'hidden' : 'visible',
    head: { appendChild: (element: Record<string, string>) => appended.push(element) },
    querySelector: (selector: string) =>
      selector === 'meta[name="route-chunks"]' && routeChunks !== undefined ? { content: routeChunks } : null,
    createElement: (tag: string) => ({ tag }),
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', /<script>([\s\S]*?)<\/script>/.exec(html)![1]!)(
    fakeDocument,
    (callback: FrameRequestCallback) => frames.push(callback),
    (callback: () => void) => callback(),
  );
  const added = () => ({
    preloads: appended.filter((e) => e.tag === 'link' && e.rel === 'modulepreload').map((e) => e.href),
    entry: appended.filter((e) => e.tag === 'script' && e.type === 'module').map((e) => e.src),
  });
  return { frames, added };
}

describe('paintFirstHtml', () => {
  const html = paintFirstHtml(built);

  it('leaves no script or modulepreload for the browser to fetch before the first paint', () => {
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-4.css">');
  });

  it("adds the entry, its chunks and the route's after the first frame", () => {
    const { frames, added } = runLoader(html, false);
    expect(added()).toEqual({ preloads: [], entry: [] });
    frames.forEach((frame) => frame(0));
    expect(added()).toEqual({
      preloads: ['/assets/dist-2.js', '/assets/hooks-3.js', '/assets/home-5.js', '/assets/card-6.js'],
      entry: ['/assets/index-1.js'],
    });
  });

  it('loads at once in a hidden tab, where no frame comes', () => {
    const { frames, added } = runLoader(html, true);
    expect(frames).toEqual([]);
    expect(added().entry).toEqual(['/assets/index-1.js']);
  });

  it('refuses a page without an entry script rather than ship one that never starts', () => {
    expect(() => paintFirstHtml('<html><body></body></html>')).toThrow(/no module entry/);
  });
});
