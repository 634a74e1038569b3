import { describe, expect, it } from 'vitest';
import { jsonLdProblems } from '../../../test/schema-org-shapes.ts';
import { breadcrumbJsonLd, gameJsonLd, jsonLdGraph, jsonLdScript, postJsonLd, type GameFacts } from './json-ld.ts';

const ORIGIN = 'https://vault.test';
const game: GameFacts = {
  title: 'Super Mario Bros.',
  console: 'Nintendo Entertainment System',
  developers: ['Nintendo R&D4'],
  publishers: ['Nintendo'],
  firstReleased: '1985-09-13',
  image: `${ORIGIN}/images/${'a'.repeat(64)}`,
  url: `${ORIGIN}/games/1`,
};
const crumbs = breadcrumbJsonLd([
  { name: 'Cartridge Vault', url: `${ORIGIN}/` },
  { name: 'Games', url: `${ORIGIN}/games` },
  { name: game.title, url: game.url },
]);

describe("a game's structured data", () => {
  it('is a schema.org VideoGame: platform, developers as author, publishers, first release, box art', () => {
    expect(gameJsonLd(game)).toEqual({
      '@type': 'VideoGame',
      name: 'Super Mario Bros.',
      url: `${ORIGIN}/games/1`,
      gamePlatform: 'Nintendo Entertainment System',
      author: [{ '@type': 'Organization', name: 'Nintendo R&D4' }],
      publisher: [{ '@type': 'Organization', name: 'Nintendo' }],
      datePublished: '1985-09-13',
      image: game.image,
    });
  });

  it("fits schema.org's shapes, with its breadcrumbs, and leaves out what the game lacks", () => {
    expect(jsonLdProblems(jsonLdGraph([gameJsonLd(game), crumbs]))).toEqual([]);
    const bare = gameJsonLd({ ...game, developers: [], publishers: [], firstReleased: null, image: null });
    expect(Object.keys(bare)).toEqual(['@type', 'name', 'url', 'gamePlatform']);
    expect(jsonLdProblems(jsonLdGraph([bare]))).toEqual([]);
  });

  it('is refused by the shape check when it breaks schema.org (so the check can fail)', () => {
    const broken = {
      ...gameJsonLd(game),
      datePublished: '13/09/1985',
      image: '/images/x',
      author: 'Nintendo',
      name: undefined,
    };
    expect(jsonLdProblems(jsonLdGraph([JSON.parse(JSON.stringify(broken))]))).toEqual([
      '@graph[0]: VideoGame without name',
      '@graph[0].author: "Nintendo" is not Organization or Person',
      '@graph[0].datePublished: "13/09/1985" is not Date or DateTime',
      '@graph[0].image: "/images/x" is not URL',
    ]);
  });
});

describe("a Dev Talk post's structured data", () => {
  const post = {
    title: 'Launch day',
    excerpt: 'The vault opens.',
    author: 'The Owner',
    published: '2026-03-01T09:00:00.000Z',
    modified: '2026-03-02T10:30:00.000Z',
    url: `${ORIGIN}/dev-talk/launch-day`,
  };

  it('is a schema.org BlogPosting with headline, excerpt, dates, author and the site as publisher', () => {
    const posting = postJsonLd(post);
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Launch day',
      description: 'The vault opens.',
      datePublished: post.published,
      dateModified: post.modified,
      author: { '@type': 'Person', name: 'The Owner' },
      publisher: { '@type': 'Organization', name: 'Cartridge Vault' },
    });
    expect(jsonLdProblems(jsonLdGraph([posting, crumbs]))).toEqual([]);
  });

  it("is signed by the site once its author's account is gone", () => {
    const posting = postJsonLd({ ...post, author: null });
    expect(posting).toMatchObject({ author: { '@type': 'Organization', name: 'Cartridge Vault' } });
    expect(jsonLdProblems(jsonLdGraph([posting]))).toEqual([]);
  });
});

describe('the JSON-LD script element', () => {
  it('keeps a hostile title inside the element and gives it back unchanged to a JSON reader', () => {
    const title = '</script><script>alert(1)</script><!-- & \u2028\u2029 "quoted"';
    const html = jsonLdScript(jsonLdGraph([gameJsonLd({ ...game, title })]));
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.endsWith('</script>')).toBe(true);
    const inner = html.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(inner).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(inner)['@graph'][0].name).toBe(title);
  });
});
