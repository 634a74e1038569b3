import { describe, expect, it } from 'vitest';
import { headHtml, type PageHead } from './head-html.ts';
import { gameJsonLd, jsonLdGraph } from './json-ld.ts';

const hostile = '"><script>alert(1)</script> & Co';
const head: PageHead = {
  status: 200,
  title: `${hostile} · Cartridge Vault`,
  shareTitle: hostile,
  description: `${hostile} for the NES`,
  canonical: 'https://vault.test/games/7',
  type: 'website',
  image: { url: 'https://vault.test/images/abc', width: 320, height: 448, alt: `Front box art of ${hostile}` },
  jsonLd: jsonLdGraph([
    gameJsonLd({
      title: hostile,
      console: 'NES',
      developers: [],
      publishers: [],
      firstReleased: null,
      image: null,
      url: 'https://vault.test/games/7',
    }),
  ]),
};

describe("a page's head elements", () => {
  const html = headHtml(head);

  it('carry the title, description, canonical link, Open Graph and Twitter card tags', () => {
    expect(html).toContain('<link rel="canonical" href="https://vault.test/games/7">');
    expect(html).toContain('<meta property="og:site_name" content="Cartridge Vault">');
    expect(html).toContain('<meta property="og:url" content="https://vault.test/games/7">');
    expect(html).toContain('<meta property="og:image" content="https://vault.test/images/abc">');
    expect(html).toContain('<meta property="og:image:width" content="320">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<script type="application/ld+json">');
  });

  it('escape every text, so a title can add no element or attribute', () => {
    expect(html).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co · Cartridge Vault</title>');
    expect(html).toContain(
      '<meta property="og:title" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co">',
    );
    // The only script elements are the JSON-LD one; nothing of the title opened another.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('leave out the canonical link and image tags where there are none (a 404)', () => {
    const notFound = headHtml({ ...head, status: 404, canonical: null, image: null, jsonLd: null });
    expect(notFound).not.toContain('canonical');
    expect(notFound).not.toContain('og:image');
    expect(notFound).toContain('<meta name="twitter:card" content="summary">');
  });
});
