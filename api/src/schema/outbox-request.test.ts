// The offline outbox's request (web/src/offline/outbox-request.ts), sent to the real API as the
// page and the service worker send it (issue 28, part 4): the server runs the persisted mutation,
// answers a change sent twice (a replay, the page and the worker both) once, and its refusals read
// as the conflicts the member is shown.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { changeRequest, classifyAnswer } from '../../../web/src/offline/outbox-request.ts';
import type { OutboxChange } from '../../../web/src/offline/outbox-change.ts';

const t = useTestApp({ seed: true });

let member: { id: number; cookie: string };
let versions: number[];

beforeAll(async () => {
  member = await createTestUser(t.db, 'outbox_sender');
  versions = (await t.db.prisma.version.findMany({ orderBy: { id: 'asc' }, take: 2, select: { id: true } })).map(
    (v) => v.id,
  );
});

let changes = 0;
function change(kind: OutboxChange['kind'], more: Partial<OutboxChange>): OutboxChange {
  changes += 1;
  return {
    memberId: member.id,
    kind,
    clientId: `outbox-request-test-${changes}`,
    versionId: encodeGlobalID('Version', String(versions[0])),
    title: 'A game',
    queuedAt: 0,
    ...more,
  };
}

/** Sends the change as the browser does (its cookie, or none) and reads the answer as both senders do. */
async function send(sent: OutboxChange, cookie: string | null = member.cookie) {
  const init = changeRequest(sent);
  const headers = { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) };
  const response = await t.app.yoga.handleRequest(new Request('http://localhost/graphql', { ...init, headers }), {
    req: { socket: { remoteAddress: '192.0.2.44' } },
  } as never);
  return classifyAnswer(sent, response.status, await response.json());
}

const copiesOf = (clientId: string) => t.db.prisma.collectionItem.count({ where: { userId: member.id, clientId } });

describe("the outbox's request", () => {
  it('adds a copy once, however often it is sent', async () => {
    const add = change('add', {});
    expect(await send(add)).toBe('done');
    expect(await send(add)).toBe('done');
    expect(await copiesOf(add.clientId)).toBe(1);
  });

  it('sets a want once when the page and the worker both send it', async () => {
    const want = change('want', { versionId: encodeGlobalID('Version', String(versions[1])) });
    expect(await send(want)).toBe('done');
    expect(await send(want)).toBe('done');
    expect(await t.db.prisma.wantedVersion.count({ where: { userId: member.id, versionId: versions[1]! } })).toBe(1);
    // The second was answered from the first's stored answer, by the change's own key.
    const stored = await t.db.prisma.idempotentWrite.findMany({
      where: { scope: `user:${member.id}`, key: { startsWith: `${want.clientId}.` } },
    });
    expect(stored).toEqual([expect.objectContaining({ result: expect.objectContaining({ data: expect.anything() }) })]);
  });

  it("is refused, for the member's notice, when the copy or the version is gone", async () => {
    const add = change('add', { versionId: encodeGlobalID('Version', '999999') });
    expect(await send(add)).toBe('versionGone');
    const edit = change('edit', {
      itemId: encodeGlobalID('CollectionItem', '999999'),
      fields: { condition: 'MINT' },
    });
    expect(await send(edit)).toBe('copyGone');
    const trade = change('trade', { itemId: encodeGlobalID('CollectionItem', '999999') });
    expect(await send(trade)).toBe('copyGone');
  });

  it('waits, sending nothing, when no member is signed in', async () => {
    const add = change('add', {});
    expect(await send(add, null)).toBe('retry');
    expect(await copiesOf(add.clientId)).toBe(0);
  });
});
