// Each address's head: its route's title and description, or for a game, post, request or member
// what the database says about it (one statement), and a 404 where the web app shows not found.
import { matchRoute, parseRowId, routePath, type RouteName } from '#shared/route-paths';
import {
  BOX_ART_ALT,
  GAME_DESCRIPTION,
  PAGE_DESCRIPTIONS,
  PAGE_TITLES,
  PROFILE_DESCRIPTION,
  REQUEST_DESCRIPTION,
  SITE_DESCRIPTION,
  SITE_NAME,
  documentTitle,
} from '#shared/page-texts';
import type { Database } from '../../db/database.ts';
import { excerptOf } from '../../dev-talk/render.ts';
import { imageUrl } from '../../images/image-address.ts';
import { englishText } from './english-text.ts';
import type { PageHead, PageHeads } from './head-html.ts';
import { breadcrumbJsonLd, gameJsonLd, jsonLdGraph, postJsonLd } from './json-ld.ts';
import { gameForHead, postForHead, requestForHead, userForHead } from './page-lookups.ts';

/** Search engines show about this much of a description. */
const DESCRIPTION_MAX = 160;

type StaticRoute = Exclude<RouteName, 'not-found'>;

/** The routes whose head is read from the database, for each request. */
const DATABASE_ROUTES = new Set<RouteName>(['game-detail', 'edit-game', 'dev-talk-post', 'request-detail', 'username']);

const routeTitle = (name: RouteName) => {
  const text = PAGE_TITLES[name];
  return text ? englishText(text) : SITE_NAME;
};

/** The head of a page that shows no one thing: its route's title and description. */
function routeHead(name: RouteName, canonical: string | null, status: 200 | 404 = 200): PageHead {
  const title = routeTitle(name);
  return {
    status,
    title: documentTitle(name === 'home' ? '' : title),
    shareTitle: title,
    description: englishText(PAGE_DESCRIPTIONS[name] ?? SITE_DESCRIPTION),
    canonical,
    type: 'website',
    image: null,
    jsonLd: null,
  };
}

const notFound = () => routeHead('not-found', null, 404);

export interface PageHeadOptions {
  db: Database;
  /** SITE_ORIGIN, without a trailing slash: canonical and shared URLs are built from it. */
  siteOrigin: string;
}

/** The heads web-app.ts writes into index.html: kept per route unless read from the database. */
export function pageHeads(db: Database, siteOrigin: string): PageHeads {
  const options = { db, siteOrigin: siteOrigin.replace(/\/+$/, '') };
  return {
    head: (pathname) => pageHead(options, pathname),
    sharedKey: (pathname) => {
      const { name } = matchRoute(pathname);
      return DATABASE_ROUTES.has(name) ? null : name;
    },
  };
}

/**
 * The head of the page at `pathname` (percent-decoded). Pages that need the database ask it once
 * (DATABASE_ROUTES); every other page is answered without it.
 */
export async function pageHead(options: PageHeadOptions, pathname: string): Promise<PageHead> {
  const { name, params } = matchRoute(pathname);
  const url = (path: string) => `${options.siteOrigin}${path}`;
  switch (name) {
    case 'not-found':
      return notFound();
    case 'game-detail':
    case 'edit-game': {
      const id = parseRowId(params.id);
      const game = id === null ? null : await gameForHead(options.db, id);
      if (!game) return notFound();
      const canonical = url(routePath(name, { id: game.id }));
      // The edit form's own title is the web app's ("Edit …"); here only whether the game exists matters.
      if (name === 'edit-game') return routeHead(name, canonical);
      const description = englishText(GAME_DESCRIPTION, { title: game.title, console: game.console });
      const image = game.frontImage && {
        url: url(imageUrl(game.frontImage.sha256)),
        width: game.frontImage.width,
        height: game.frontImage.height,
        alt: englishText(BOX_ART_ALT, { title: game.title }),
      };
      const gameFacts = {
        title: game.title,
        console: game.console,
        developers: game.developers,
        publishers: game.publishers,
        firstReleased: game.firstReleaseDate?.toISOString().slice(0, 10) ?? null,
        image: image?.url ?? null,
        url: canonical,
      };
      const crumbs = [
        { name: SITE_NAME, url: url('/') },
        { name: routeTitle('games'), url: url(routePath('games')) },
        { name: game.title, url: canonical },
      ];
      return {
        status: 200,
        title: documentTitle(game.title),
        shareTitle: game.title,
        description,
        canonical,
        type: 'website',
        image,
        jsonLd: jsonLdGraph([gameJsonLd(gameFacts), breadcrumbJsonLd(crumbs)]),
      };
    }
    case 'dev-talk-post': {
      const post = await postForHead(options.db, params.slug!);
      if (!post) return notFound();
      const canonical = url(routePath('dev-talk-post', { slug: post.slug }));
      const excerpt = excerptOf(post.content, DESCRIPTION_MAX) || englishText(PAGE_DESCRIPTIONS['dev-talk']!);
      const crumbs = [
        { name: SITE_NAME, url: url('/') },
        { name: routeTitle('dev-talk'), url: url(routePath('dev-talk')) },
        { name: post.title, url: canonical },
      ];
      const postFacts = {
        title: post.title,
        excerpt,
        author: post.author,
        published: post.publishedAt.toISOString(),
        modified: post.updatedAt.toISOString(),
        url: canonical,
      };
      return {
        status: 200,
        title: documentTitle(post.title),
        shareTitle: post.title,
        description: excerpt,
        canonical,
        type: 'article',
        image: null,
        jsonLd: jsonLdGraph([postJsonLd(postFacts), breadcrumbJsonLd(crumbs)]),
      };
    }
    case 'request-detail': {
      const id = parseRowId(params.id);
      const request = id === null ? null : await requestForHead(options.db, id);
      if (!request) return notFound();
      const canonical = url(routePath('request-detail', { id: request.id }));
      return {
        ...routeHead(name, canonical),
        description: englishText(REQUEST_DESCRIPTION, { game: request.gameTitle }),
      };
    }
    case 'username': {
      const user = await userForHead(options.db, params.username!);
      if (!user) return notFound();
      const canonical = url(routePath('username', { username: user.username }));
      return {
        ...routeHead(name, canonical),
        type: 'profile',
        description: englishText(PROFILE_DESCRIPTION, { username: user.username }),
      };
    }
    default:
      return routeHead(name, url(routePath(name as StaticRoute, params)));
  }
}
