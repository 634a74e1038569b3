import { describe, expect, it } from 'vitest';
import { EXCERPT_MAX, excerptOf, renderMarkdown, withAbsoluteLinks } from './render.ts';

describe('renderMarkdown', () => {
  it('keeps ordinary Markdown: headings (one level down), lists, emphasis, code, quotes and tables', () => {
    const html = renderMarkdown(
      [
        '# Launch',
        '',
        'Some *emphasis*, **strong**, ~~gone~~ and `code`.',
        '',
        '- one',
        '- two',
        '',
        '1. first',
        '',
        '> quoted',
        '',
        '```ts',
        'const a = 1 < 2;',
        '```',
        '',
        '| a | b |',
        '|:-|-:|',
        '| 1 | 2 |',
      ].join('\n'),
    );
    expect(html).toContain('<h2>Launch</h2>');
    expect(html).toContain(
      '<p>Some <em>emphasis</em>, <strong>strong</strong>, <del>gone</del> and <code>code</code>.</p>',
    );
    expect(html).toContain('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(html).toContain('<ol>\n<li>first</li>\n</ol>');
    expect(html).toContain('<blockquote>\n<p>quoted</p>\n</blockquote>');
    expect(html).toContain('<pre><code class="language-ts">const a = 1 &lt; 2;\n</code></pre>');
    expect(html).toContain('<th align="left">a</th>');
  });

  it('removes script tags: a script block with its content, a script inside a paragraph leaving inert text', () => {
    expect(renderMarkdown('Before\n\n<script>alert("x")</script>\n\nAfter')).toBe('<p>Before</p>\n<p>After</p>\n');
    expect(renderMarkdown('After <script>steal()</script> <SCRIPT src="https://evil.example/x.js"></SCRIPT>')).toBe(
      '<p>After steal() </p>\n',
    );
  });

  it('removes event-handler attributes and the raw HTML that carries them', () => {
    const html = renderMarkdown(
      '<img src="x" onerror="alert(1)">\n\nText <b onmouseover="alert(2)">bold</b> <div onclick="x()">div</div>',
    );
    expect(html).not.toMatch(/onerror|onmouseover|onclick|alert|<b>|<div/i);
    expect(html).toContain('bold');
  });

  it('removes javascript: and data: links but keeps their text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'javascript&#58;alert(1)',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      const html = renderMarkdown(`[click](${href})`);
      expect(html, href).not.toMatch(/javascript|data:|alert/i);
      expect(html, href).toContain('click');
    }
  });

  it('removes raw HTML of every kind: iframes, styles, forms, comments', () => {
    const html = renderMarkdown(
      '<iframe src="https://evil.example"></iframe>\n\n<style>body{display:none}</style>\n\n<form action="/x"><input></form>\n\n<!-- hidden -->\n\nvisible',
    );
    expect(html).toBe('<p>visible</p>\n');
  });

  it('marks external links noopener noreferrer and leaves links within the site alone', () => {
    expect(renderMarkdown('[out](https://example.org/a "Title")')).toBe(
      '<p><a href="https://example.org/a" title="Title" rel="noopener noreferrer">out</a></p>\n',
    );
    expect(renderMarkdown('<https://example.org>')).toContain('rel="noopener noreferrer"');
    expect(renderMarkdown('[games](/games)')).toBe('<p><a href="/games">games</a></p>\n');
    expect(renderMarkdown('[mail](mailto:owner@example.org)')).toBe(
      '<p><a href="mailto:owner@example.org">mail</a></p>\n',
    );
  });

  it('keeps images from this site only', () => {
    expect(renderMarkdown('![Box art](/images/abc)')).toBe('<p><img src="/images/abc" alt="Box art" /></p>\n');
    expect(
      renderMarkdown('![tracker](https://evil.example/pixel.png) ![inline](data:image/png;base64,AAAA)'),
    ).not.toContain('<img');
  });
});

describe('withAbsoluteLinks', () => {
  it('makes links and images absolute against the site origin, for feed readers', () => {
    const html = renderMarkdown('[games](/games) ![art](/images/abc) [out](https://example.org)');
    expect(withAbsoluteLinks(html, 'https://vault.test')).toBe(
      '<p><a href="https://vault.test/games">games</a> <img src="https://vault.test/images/abc" alt="art" /> <a href="https://example.org/" rel="noopener noreferrer">out</a></p>\n',
    );
  });
});

describe('excerptOf', () => {
  it('is the plain text of the first paragraphs, without headings, lists, code or raw HTML', () => {
    expect(
      excerptOf('# Title\n\nHello *there* & [friends](/x) <b>bold</b>.\n\n- item\n\n```\ncode\n```\n\nSecond `one`.'),
    ).toBe('Hello there & friends bold. Second one.');
  });

  it(`is cut at a word near ${EXCERPT_MAX} characters`, () => {
    const excerpt = excerptOf(Array.from({ length: 100 }, (_, i) => `word${i}`).join(' '));
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_MAX + 1);
    expect(excerpt).toMatch(/word\d+…$/);
  });
});
