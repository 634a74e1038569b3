import { escapeUTF8 } from 'entities';
import type { Graph } from 'schema-dts';
import { SITE_NAME } from '#shared/page-texts';
import { jsonLdScript } from './json-ld.ts';

export interface PageImage {
  /** Absolute URL. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** What a page's HTML says about it before any script runs: for search engines and link previews. */
export interface PageHead {
  /** 404 for an address that names nothing (the web app shows its not-found screen there). */
  status: 200 | 404;
  /** The document title, with the site's name. */
  title: string;
  /** The page's own title for link previews (a game's title, without the site's name). */
  shareTitle: string;
  description: string;
  /** Absolute; null on a 404. */
  canonical: string | null;
  type: 'website' | 'article' | 'profile';
  image: PageImage | null;
  jsonLd: Graph | null;
}

/** Each page's head (page-head.ts), and which pages share theirs. */
export interface PageHeads {
  head(pathname: string): Promise<PageHead>;
  /** A key for pages whose head never changes (a route's), or null when it is read per request. */
  sharedKey(pathname: string): string | null;
}

// The five characters HTML gives meaning (& < > " '), in text and attributes alike; the rest stays UTF-8.
const escapeHtml = escapeUTF8;

const meta = (attribute: 'name' | 'property', key: string, value: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}">`;

/** The head elements of `head`, every text escaped, to replace index.html's own <title>. */
export function headHtml(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  tags.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.shareTitle),
    meta('property', 'og:description', head.description),
  );
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
  if (head.image) {
    tags.push(
      meta('property', 'og:image', head.image.url),
      meta('property', 'og:image:width', head.image.width),
      meta('property', 'og:image:height', head.image.height),
      meta('property', 'og:image:alt', head.image.alt),
    );
  }
  tags.push(
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.shareTitle),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image)
    tags.push(meta('name', 'twitter:image', head.image.url), meta('name', 'twitter:image:alt', head.image.alt));
  if (head.jsonLd) tags.push(jsonLdScript(head.jsonLd));
  return tags.join('');
}
