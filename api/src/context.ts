import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { Mailer } from './mail/mailer.ts';
import type { PubSub } from './pubsub.ts';
import { findViewer, type Viewer } from './auth/viewer.ts';

/** What the app builds once and every request shares. */
export interface AppServices {
  config: Config;
  db: Database;
  mailer: Mailer;
  pubsub: PubSub;
}

/** One per GraphQL operation, over HTTP, WebSocket and the REST facade alike. */
export interface Context extends AppServices {
  prisma: Database['prisma'];
  viewer: Viewer | null;
}

export async function createContext(services: AppServices, request: Request): Promise<Context> {
  return {
    ...services,
    prisma: services.db.prisma,
    viewer: await findViewer(services.db.prisma, request.headers.get('cookie')),
  };
}
