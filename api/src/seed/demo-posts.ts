// Demo Dev Talk posts by the site's administrator, rendered through the same renderer as posts
// written in the editor, so the seeded HTML is exactly what a save would store.
import type { Database } from '../db/database.ts';
import { renderMarkdown } from '../dev-talk/render.ts';

const DAY = 24 * 60 * 60 * 1000;

const DEMO_POSTS = [
  {
    slug: 'welcome-to-cartridge-vault',
    title: 'Welcome to Cartridge Vault',
    daysAgo: 60,
    content: `Cartridge Vault is open! It is a database of **physical** video games, kept by the people who own them, and a place to keep track of your own shelf.

## What you can do today

- Browse [the games](/games) by console, region and release date, with box art for every version.
- Keep your [collection](/collection): condition, box, manual, what you paid, and a level that grows with it.
- Add a game that is missing, or propose a correction to one that is wrong.

## Why another game database?

Most databases list *games*. Collectors care about *versions*: the Japanese release with the spine card, the PAL box with the different cover. Every entry here is a version you can hold in your hands.

This is a personal project, built in the evenings. If something is broken, the [contact page](/contact) reaches me directly.`,
  },
  {
    slug: 'how-community-review-works',
    title: 'How community review works',
    daysAgo: 30,
    content: `Anyone with an account can fix a mistake, but no edit goes live on one person's word. Here is how a change gets in.

## From proposal to catalogue

1. You open a game and choose **Edit** (or **Delete**), say what changes and why.
2. The request appears on the [requests page](/requests) for two weeks.
3. Members vote to approve or reject, and discuss in the comments.
4. When the time is up, the votes decide:
   - an edit with at least 70% approval is applied;
   - between 50% and 70%, it gets another round;
   - a deletion needs 80%.

Moderators can step in when something is clearly right or clearly spam, and every action they take is listed on the request.

## Trust

Each approved request adds to your trust score and each rejected one takes a little away. It is not a leaderboard: it helps moderators see who has been careful before.

The full rules are in the [contribution guide](/contribution-guide).`,
  },
  {
    slug: 'the-public-api',
    title: 'The public API',
    daysAgo: 7,
    content: `The catalogue belongs to the people who built it, so it is readable by anyone: there is now a public, read-only REST API.

\`\`\`
GET /api/v1/games/search?name=zelda
\`\`\`

Every answer is JSON, with absolute links to the box art. There is no key to ask for; a fair-use limit per address keeps the site fast for everyone. Searching matches titles in any language: case, accents and kana forms don't matter.

## What it covers

- games and their versions, with regions, release dates and companies;
- consoles;
- random games, for the "what should I play next" crowd.

Collections, profiles and votes are not part of it. The [API page](/api) documents every route, and an [OpenAPI description](/api/v1/openapi.json) lets you generate a client in the language you like. If you have never used one, the [OpenAPI introduction](https://learn.openapis.org/) is a good start.`,
  },
] as const;

export async function seedDemoPosts(db: Database, authorId: number, now = new Date()) {
  await db.prisma.devTalkPost.createMany({
    data: DEMO_POSTS.map((post) => {
      const publishedAt = new Date(now.getTime() - post.daysAgo * DAY);
      return {
        slug: post.slug,
        title: post.title,
        content: post.content,
        contentHtml: renderMarkdown(post.content),
        authorId,
        published: true,
        publishedAt,
        createdAt: publishedAt,
      };
    }),
  });
}
