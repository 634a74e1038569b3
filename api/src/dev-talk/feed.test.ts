import { describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { xmlProblems } from '../../test/well-formed-xml.ts';
import { devTalkAtom, type FeedPost } from './feed.ts';
import { renderMarkdown } from './render.ts';

const ORIGIN = 'https://vault.test';

/** Checked by a strict parser, then read with happy-dom (which cannot read CDATA: made plain text first). */
function parseXml(xml: string) {
  expect(xmlProblems(xml)).toEqual([]);
  const plain = xml.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_all, text: string) =>
    text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;'),
  );
  return new new Window().DOMParser().parseFromString(plain, 'application/xml');
}

const post = (slug: string, title: string, markdown: string, day: number): FeedPost => ({
  slug,
  title,
  contentHtml: renderMarkdown(markdown),
  publishedAt: new Date(Date.UTC(2026, 0, day)),
  updatedAt: new Date(Date.UTC(2026, 0, day + 1)),
  author: { username: 'admin', displayName: 'Site Admin' },
});

describe('devTalkAtom', () => {
  it('is well-formed Atom with absolute links, whatever the titles and posts hold', () => {
    const xml = devTalkAtom(
      [
        post('tricky', 'Tags <b> & "quotes" ]]>', 'Links to [games](/games) & <script>x</script> ![art](/images/a)', 3),
        post('launch', 'Launch', '# Hello\n\nWorld', 1),
      ],
      ORIGIN,
    );
    const doc = parseXml(xml);
    expect(doc.documentElement.tagName).toBe('feed');
    expect(doc.documentElement.getAttribute('xmlns')).toBe('http://www.w3.org/2005/Atom');
    expect(doc.querySelector('feed > id')?.textContent).toBe(`${ORIGIN}/dev-talk`);
    expect(doc.querySelector('feed > link[rel="self"]')?.getAttribute('href')).toBe(`${ORIGIN}/dev-talk/feed.xml`);
    expect(doc.querySelector('feed > updated')?.textContent).toBe('2026-01-04T00:00:00.000Z');
    const entries = [...doc.querySelectorAll('entry')];
    // Entry titles are type="html": a reader shows the text of that HTML, the title as written.
    expect(entries[0]!.querySelector('title')?.getAttribute('type')).toBe('html');
    expect(entries.map((e) => e.querySelector('title')?.textContent)).toEqual([
      'Tags &lt;b&gt; &amp; "quotes" ]]&gt;',
      'Launch',
    ]);
    expect(entries.map((e) => e.querySelector('link')?.getAttribute('href'))).toEqual([
      `${ORIGIN}/dev-talk/tricky`,
      `${ORIGIN}/dev-talk/launch`,
    ]);
    expect(entries[0]!.querySelector('author > uri')?.textContent).toBe(`${ORIGIN}/user/admin`);
    const content = entries[0]!.querySelector('content')?.textContent ?? '';
    expect(content).toContain(`href="${ORIGIN}/games"`);
    expect(content).toContain(`src="${ORIGIN}/images/a"`);
    expect(content).not.toContain('<script');
  });

  it('is refused by the checker when it is not well-formed', () => {
    expect(xmlProblems('<feed><entry></feed>')).not.toEqual([]);
    expect(xmlProblems('<feed>&nbsp;</feed>')).not.toEqual([]);
    expect(xmlProblems('<feed/><feed/>')).not.toEqual([]);
  });

  it('is still a valid feed with no posts', () => {
    const doc = parseXml(devTalkAtom([], ORIGIN));
    expect(doc.querySelectorAll('entry')).toHaveLength(0);
    expect(doc.querySelector('feed > title')?.textContent).toBe('Cartridge Vault Dev Talk');
  });
});
