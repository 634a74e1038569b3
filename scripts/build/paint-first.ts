// Vite plugin: the built index.html fetches the app's code only once the page has painted.
// index.html paints the shell, and on a first visit the terms dialog, by itself; started at once,
// the code (130 KB) would share a slow connection with the stylesheets the first paint waits for,
// and on a fast one run before that paint. The entry script and its modulepreload links become
// one inline loader, which adds them after the first frame (at once in a hidden tab, where frames
// never come), together with the route's own chunks the server names in
// <meta name="route-chunks"> (api/src/http/web-app.ts).
import type { Plugin } from 'vite';

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** The loader, with the entry and chunks it is given (JSON, so the strings stay strings). */
function loader(entry: string, chunks: string[]): string {
  return `<script>
      (function (entry, chunks) {
        function load() {
          var route = document.querySelector('meta[name="route-chunks"]');
          chunks.concat(route && route.content ? route.content.split(' ') : []).forEach(function (href) {
            var link = document.createElement('link');
            link.rel = 'modulepreload';
            link.crossOrigin = '';
            link.href = href;
            document.head.appendChild(link);
          });
          var script = document.createElement('script');
          script.type = 'module';
          script.crossOrigin = '';
          script.src = entry;
          document.head.appendChild(script);
        }
        if (document.visibilityState === 'hidden') load();
        else
          requestAnimationFrame(function () {
            setTimeout(load);
          });
      })(${JSON.stringify(entry)}, ${JSON.stringify(chunks)});
    </script>
  `;
}

export function paintFirstHtml(html: string): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) throw new Error('paint-first: index.html has no module entry script');
  const chunks = [...html.matchAll(PRELOAD)].map((match) => match[1]!);
  return html
    .replace(ENTRY, '')
    .replace(PRELOAD, '')
    .replace('</body>', `${loader(entry, chunks)}</body>`);
}

export function paintFirst(): Plugin {
  return {
    name: 'paint-first',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: paintFirstHtml },
  };
}
