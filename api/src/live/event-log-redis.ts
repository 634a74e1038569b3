// The live event log in Redis (REDIS_URL), for deployments whose instances share a Redis anyway:
// sequences are INCR counters and the feed's window a stream, so a catch-up and a publication
// cost the database nothing. The same contract as the PostgreSQL log (event-log.ts).
//
// A feed entry's id is `<milliseconds>-<sequence>`: the time orders and trims the stream (XTRIM
// MINID for the hours, XADD MAXLEN for the count, both approximate, so Redis trims whole nodes;
// reads apply the window exactly), and the sequence is the part a client sees. One script takes
// the sequence and adds the entry, so two instances publishing at once cannot add them out of
// order; the milliseconds never go below the last entry's, whatever the instances' clocks say.
import type { Redis } from 'ioredis';
import type { RequestFeedPayload } from '../pubsub.ts';
import { FEED_STREAM, LIVE_EVENT_RETENTION, type LiveEventLog, type Retention } from './event-log.ts';

const sequenceKey = (stream: string) => `live:sequence:${stream}`;
const FEED_EVENTS = 'live:events:feed';

// KEYS: the feed's sequence, its stream. ARGV: the event, now (ms), the count kept, the hours' ms.
const APPEND = `
local sequence = redis.call('INCR', KEYS[1])
local now = ARGV[2]
local last = redis.call('XREVRANGE', KEYS[2], '+', '-', 'COUNT', 1)[1]
if last then
  local lastMs = string.match(last[1], '^(%d+)-')
  if tonumber(lastMs) > tonumber(now) then now = lastMs end
end
redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[3], now .. '-' .. sequence, 'event', ARGV[1])
redis.call('XTRIM', KEYS[2], 'MINID', '~', tostring(tonumber(ARGV[2]) - tonumber(ARGV[4])))
return sequence`;

/** Entries read per XREVRANGE while walking back to the client's sequence. */
const PAGE = 100;

type Entry = [id: string, fields: string[]];

const parseId = (id: string) => {
  const [ms, sequence] = id.split('-');
  return { ms: Number(ms), sequence: Number(sequence) };
};

/**
 * `client` is the app's shared Redis client (its keyPrefix, REDIS_PREFIX, keeps deployments
 * apart); `now` is the clock the window is measured by (tests move it).
 */
export function redisEventLog(
  client: Redis,
  { retention = LIVE_EVENT_RETENTION, now = Date.now }: { retention?: Retention; now?: () => number } = {},
): LiveEventLog {
  const windowMs = retention.hours * 3_600_000;
  return {
    async nextSequence(stream) {
      return client.incr(sequenceKey(stream));
    },

    async appendFeedEvent(event) {
      const keys = [sequenceKey(FEED_STREAM), FEED_EVENTS];
      const args = [JSON.stringify(event), String(now()), String(retention.events), String(windowMs)];
      return Number(await client.eval(APPEND, keys.length, ...keys, ...args));
    },

    async currentSequence(stream) {
      return Number((await client.get(sequenceKey(stream))) ?? 0);
    },

    // Newest first, a page at a time, back to the client's sequence or the window's edge: a
    // client that reconnects has usually missed a few events, which the first page holds.
    async feedEventsAfter(after) {
      const oldest = now() - windowMs;
      const found: RequestFeedPayload[] = [];
      let end = '+';
      for (;;) {
        const page = (await client.xrevrange(FEED_EVENTS, end, '-', 'COUNT', PAGE)) as Entry[];
        for (const [id, fields] of page) {
          const { ms, sequence } = parseId(id);
          if (sequence <= after || ms < oldest || found.length === retention.events) return found.reverse();
          found.push({ ...(JSON.parse(fields[1]!) as RequestFeedPayload), sequence });
        }
        if (page.length < PAGE) return found.reverse();
        end = `(${page.at(-1)![0]}`;
      }
    },
  };
}
