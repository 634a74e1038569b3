// Dev Talk posts are written in Markdown and shown as HTML. The HTML is made here, on the server,
// once per save: a maintained parser (marked) and then a maintained sanitiser (sanitize-html) with
// an allowlist. The web app inserts only this output, never HTML of its own making.
import { Marked, type Token, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';

const markdown = new Marked({
  gfm: true,
  // The page's title is its only <h1>: a post's "# Heading" becomes an <h2>.
  walkTokens(token) {
    if (token.type === 'heading') token.depth = Math.min(token.depth + 1, 6);
  },
  // Raw HTML in the Markdown is dropped before the sanitiser even sees it; Markdown says it all.
  renderer: { html: () => '' },
});

const EXTERNAL = /^(https?:)?\/\//i;

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'em',
    'strong',
    'del',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
  },
  allowedClasses: { code: [/^language-[a-z0-9+#-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  // Images only from this site (its own /images/...): the Content-Security-Policy blocks others anyway.
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Whatever rel the source had is replaced: ours says exactly what an outside link may know.
    a: (tagName, attribs) => {
      const { rel: _ignored, ...rest } = attribs;
      return { tagName, attribs: EXTERNAL.test(rest.href ?? '') ? { ...rest, rel: 'noopener noreferrer' } : rest };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Sanitised HTML of a post's Markdown: no scripts, no event handlers, no `javascript:` links, no raw HTML. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.parse(source, { async: false }), SANITIZE);
}

/**
 * The same HTML with every link and image made absolute against the site, for the Atom feed,
 * where a reader has no page to resolve "/games/12" against.
 */
export function withAbsoluteLinks(html: string, siteOrigin: string): string {
  const absolute = (url: string | undefined) => {
    if (!url) return url;
    try {
      return new URL(url, siteOrigin).href;
    } catch {
      return url;
    }
  };
  return sanitizeHtml(html, {
    ...SANITIZE,
    allowedSchemesByTag: {},
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, ...(attribs.href ? { href: absolute(attribs.href)! } : {}) },
      }),
      img: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, ...(attribs.src ? { src: absolute(attribs.src)! } : {}) },
      }),
    },
  });
}

export const EXCERPT_MAX = 280;

/**
 * The opening of a post as plain text (its first paragraphs, without headings, lists or code),
 * cut at a word near EXCERPT_MAX characters. Plain text: the web app shows it as text, not HTML.
 */
export function excerptOf(source: string, max = EXCERPT_MAX): string {
  const paragraphs = markdown.lexer(source).filter((token): token is Tokens.Paragraph => token.type === 'paragraph');
  let text = '';
  for (const paragraph of paragraphs) {
    text = text ? `${text} ${plainText(paragraph.tokens)}` : plainText(paragraph.tokens);
    if (text.length >= max) break;
  }
  text = text.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut.slice(0, max)).replace(/[\s,.;:!?-]+$/, '')}…`;
}

function plainText(tokens: Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === 'html' || token.type === 'image') return '';
      if ('tokens' in token && token.tokens) return plainText(token.tokens);
      if (token.type === 'br') return ' ';
      return 'text' in token ? String(token.text) : '';
    })
    .join('');
}
