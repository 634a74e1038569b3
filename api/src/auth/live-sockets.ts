import type { WebSocket } from 'ws';
import type { AccessEnded, PubSub } from '../pubsub.ts';

/**
 * graphql-ws's "Forbidden": the socket's session no longer grants what it subscribed with. The
 * client may retry on it (the web app does): it reconnects, and each subscription is authorised
 * afresh by the cookie it now has.
 */
export const ACCESS_ENDED_CLOSE_CODE = 4403;

interface SocketOwner {
  userId: number;
  sessionId: number;
}

export interface LiveSockets {
  /** Remembers whose session a socket speaks for, until it closes. */
  track(socket: WebSocket, viewer: { id: number; sessionId: number }): void;
  stop(): Promise<void>;
}

function concerns(ended: AccessEnded, owner: SocketOwner): boolean {
  if ('sessionIds' in ended) return ended.sessionIds.includes(owner.sessionId);
  return ended.userId === owner.userId && ended.exceptSessionId !== owner.sessionId;
}

/**
 * A subscription is authorised once, when it starts; this closes the sockets of a session whose
 * access has since ended, on whichever instance they are (the event crosses Redis).
 */
export function watchLiveSockets(pubsub: PubSub): LiveSockets {
  const owners = new Map<WebSocket, SocketOwner>();
  const events = pubsub.subscribe('accessEnded');
  const watching = (async () => {
    for await (const ended of events) {
      for (const [socket, owner] of owners)
        if (concerns(ended, owner)) socket.close(ACCESS_ENDED_CLOSE_CODE, 'Forbidden');
    }
  })();
  return {
    track(socket, viewer) {
      if (owners.has(socket)) return;
      owners.set(socket, { userId: viewer.id, sessionId: viewer.sessionId });
      socket.once('close', () => owners.delete(socket));
    },
    async stop() {
      await events.return?.();
      await watching;
    },
  };
}
