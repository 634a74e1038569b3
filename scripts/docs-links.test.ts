// The documentation points at files and at sections of other pages; a rename or a moved section
// must not leave a reader at a dead end. Every relative link (and its #anchor) and every file path
// quoted in backticks must exist.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { marked, type Token } from 'marked';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const pages = [
  'README.md',
  'CONTRIBUTING.md',
  'CHANGELOG.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** Folders whose paths the docs quote; a quoted path under one of them must exist. */
const QUOTED_PATH = /^(?:api|web|shared|scripts|bench|e2e|prisma|deploy|docs)\/[\w./-]+$/;

function walk(tokens: Token[], visit: (token: Token) => void) {
  for (const token of tokens) {
    visit(token);
    const children = (token as { tokens?: Token[] }).tokens;
    if (children) walk(children, visit);
    if (token.type === 'list') for (const item of token.items) walk(item.tokens, visit);
    if (token.type === 'table') {
      for (const cell of token.header) walk(cell.tokens, visit);
      for (const row of token.rows) for (const cell of row) walk(cell.tokens, visit);
    }
  }
}

/** GitHub's anchor for a heading: its text without markup, lower case, spaces to hyphens. */
export function headingAnchor(text: string): string {
  return text
    .replace(/[`*_]|\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

function read(page: string) {
  const tokens = marked.lexer(readFileSync(path.join(root, page), 'utf8'));
  const links: string[] = [];
  const quoted: string[] = [];
  const anchors = new Set<string>();
  walk(tokens, (token) => {
    if (token.type === 'link' || token.type === 'image') links.push(token.href);
    if (token.type === 'codespan') quoted.push(token.text);
    if (token.type === 'heading') anchors.add(headingAnchor(token.text));
  });
  return { links, quoted, anchors };
}

const parsed = new Map(pages.map((page) => [page, read(page)]));

describe('documentation', () => {
  it.each(pages)('%s: every relative link leads to a file and section that exist', (page) => {
    const broken = parsed
      .get(page)!
      .links.filter((href) => !/^[a-z]+:/i.test(href))
      .filter((href) => {
        const [target = '', anchor] = href.split('#');
        const file = target === '' ? page : path.posix.normalize(path.posix.join(path.posix.dirname(page), target));
        if (!existsSync(path.join(root, file))) return true;
        if (!anchor) return false;
        const headings = parsed.get(file)?.anchors ?? read(file).anchors;
        return !headings.has(anchor);
      });
    expect(broken).toEqual([]);
  });

  it.each(pages)('%s: every file path it quotes exists', (page) => {
    const missing = parsed
      .get(page)!
      .quoted.map((text) => text.replace(/[:#].*$/, ''))
      .filter((text) => QUOTED_PATH.test(text))
      .filter((file) => !existsSync(path.join(root, file)));
    expect(missing).toEqual([]);
  });

  it('reads anchors the way GitHub writes them', () => {
    expect(headingAnchor('Live updates at scale (`npm run bench:live`)')).toBe(
      'live-updates-at-scale-npm-run-benchlive',
    );
    expect(headingAnchor('Collection, profiles and friends')).toBe('collection-profiles-and-friends');
  });
});
