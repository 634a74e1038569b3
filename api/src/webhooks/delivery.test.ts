// Issue 29, part 3: events reach a webhook's receiver signed, once each at its side, after retries
// with backoff, and are given up 24 h after the event. Time is the worker's injected clock: each
// `runOnce(at(...))` is one pass of the worker at that moment, never a real wait.
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { insertRequest, someGameIds } from '../../test/request-fixtures.ts';
import { moderateRequest } from '../requests/resolve.ts';
import { startReceiver, type ReceiverAnswer } from '../../test/webhook-receiver.ts';
import { createDeliveryWorker, type DeliveryWorker } from './delivery-worker.ts';
import { newWebhookSecret } from './webhook-secret.ts';
import { claimDueDeliveries } from './outbox.ts';

const t = useTestApp({ seed: true });
let userId: number;
let moderator: { id: number };
let gameId: number;
let worker: DeliveryWorker;
beforeAll(async () => {
  userId = (await createTestUser(t.db, 'HookOwner')).id;
  moderator = await createTestUser(t.db, 'HookModerator', { role: 'MODERATOR' });
  [gameId] = (await someGameIds(t.db, 1)) as [number];
  worker = createDeliveryWorker(t.db, {
    lanes: 1,
    batchSize: 50,
    pollMs: 1000,
    allowPrivateAddresses: true,
    random: () => 0.5,
  });
});
afterAll(() => worker.stop());

const HOUR = 3600_000;
const at = (ms: number) => new Date(Date.now() + ms);

/** A receiver with a webhook posting to it; both go when the test ends. */
async function hookedReceiver(
  answer?: (n: number) => ReceiverAnswer,
  events = ['request.created', 'request.resolved', 'game.changed'],
) {
  const secret = newWebhookSecret();
  const receiver = await startReceiver(secret, answer);
  const webhook = await t.db.prisma.webhook.create({ data: { userId, url: receiver.url, secret, events } });
  onTestFinished(async () => {
    await t.db.prisma.webhook.deleteMany({ where: { id: webhook.id } });
    await receiver.close();
  });
  return { receiver, webhook, secret };
}

function deliveriesOf(webhookId: number) {
  return t.db.prisma.webhookDelivery.findMany({ where: { webhookId }, orderBy: { id: 'asc' } });
}

/** A request created, then resolved, and a game edited: one event of each type. */
async function oneEventOfEachType() {
  const requestId = await insertRequest(t.db, { gameId, submitterId: userId });
  await t.db.prisma.request.update({ where: { id: requestId }, data: { status: 'REJECTED', resolvedAt: new Date() } });
  const game = await t.db.prisma.game.findUniqueOrThrow({ where: { id: gameId }, select: { title: true } });
  await t.db.prisma.game.update({ where: { id: gameId }, data: { title: `${game.title} ` } });
  onTestFinished(async () => {
    await t.db.prisma.game.update({ where: { id: gameId }, data: { title: game.title } });
  });
  return requestId;
}

describe('webhook delivery', () => {
  it('a receiver that fails the first three times gets each event exactly once after retries', async () => {
    const { receiver, webhook } = await hookedReceiver((n) => (n < 3 ? 'fail' : 'ok'));
    const requestId = await oneEventOfEachType();
    const rows = await deliveriesOf(webhook.id);
    expect(rows.map((r) => r.type)).toEqual(['request.created', 'request.resolved', 'game.changed']);

    expect(await worker.runOnce(at(0))).toBe(3);
    // Not yet due again: the backoff holds them back.
    expect(await worker.runOnce(at(1000))).toBe(0);
    expect(await worker.runOnce(at(HOUR))).toBe(3);
    expect(await worker.runOnce(at(2 * HOUR))).toBe(0);

    expect(receiver.requests).toHaveLength(6);
    expect([...receiver.processed.keys()].sort()).toEqual(rows.map((r) => r.eventId).sort());
    const settled = await deliveriesOf(webhook.id);
    expect(settled.map((r) => [r.attempts, r.lastStatus, r.nextAttemptAt, r.gaveUpAt])).toEqual(
      Array(3).fill([2, 204, null, null]),
    );
    expect(settled.every((r) => r.deliveredAt !== null)).toBe(true);
    const created = JSON.parse(receiver.requests.at(-3)!.body);
    expect(created).toMatchObject({
      id: rows[0]!.eventId,
      type: 'request.created',
      data: { requestId, requestType: 'EDIT', status: 'PENDING', gameId },
      links: { game: `/api/v1/games/${gameId}` },
    });
  });

  it('an attempt whose answer was lost is sent again under the same webhook-id, and processed once', async () => {
    const { receiver, webhook } = await hookedReceiver((n) => (n === 0 ? 'processThenDrop' : 'ok'));
    await insertRequest(t.db, { gameId, submitterId: userId });
    await worker.runOnce(at(0));
    await worker.runOnce(at(HOUR));
    const [row] = await deliveriesOf(webhook.id);
    expect(receiver.requests.map((r) => r.id)).toEqual([row!.eventId, row!.eventId]);
    expect([...receiver.processed]).toEqual([[row!.eventId, 1]]);
    expect(row).toMatchObject({ attempts: 2, lastStatus: 204 });
  });

  it('a worker that dies after claiming leaves the deliveries to be sent when their lease ends', async () => {
    const { receiver, webhook } = await hookedReceiver();
    await insertRequest(t.db, { gameId, submitterId: userId });
    // What a worker does before posting; it "dies" here, with nothing sent and nothing recorded.
    expect(await claimDueDeliveries(t.db, at(0), 50, 40_000)).toHaveLength(1);
    expect(await worker.runOnce(at(30_000))).toBe(0);
    expect(await worker.runOnce(at(41_000))).toBe(1);
    const [row] = await deliveriesOf(webhook.id);
    expect(receiver.processed.get(row!.eventId)).toBe(1);
    expect(row).toMatchObject({ attempts: 1, lastStatus: 204 });
  });

  it('a moderator rejecting a request is one request.resolved event with the outcome', async () => {
    const { webhook } = await hookedReceiver(undefined, ['request.resolved']);
    const requestId = await insertRequest(t.db, { gameId, submitterId: userId });
    const action = { requestId, action: 'FORCE_REJECT' as const, moderatorId: moderator.id };
    expect(await moderateRequest(t.app, action)).toMatchObject({ ok: true });
    const rows = await deliveriesOf(webhook.id);
    expect(rows.map((r) => (r.payload as { data: unknown }).data)).toEqual([
      { requestId, requestType: 'EDIT', status: 'REJECTED', gameId },
    ]);
  });

  it('a stopping worker finishes the batch it is posting and records it', async () => {
    let arrived = () => {};
    const posted = new Promise<void>((resolve) => (arrived = resolve));
    const { receiver, webhook } = await hookedReceiver(() => (arrived(), 'ok'));
    await insertRequest(t.db, { gameId, submitterId: userId });
    const running = createDeliveryWorker(t.db, { lanes: 2, batchSize: 10, pollMs: 10, allowPrivateAddresses: true });
    running.start();
    await posted;
    await running.stop();
    const [row] = await deliveriesOf(webhook.id);
    expect(receiver.requests).toHaveLength(1);
    expect(row).toMatchObject({ attempts: 1, lastStatus: 204, nextAttemptAt: null });
  });

  it('a change that rolls back delivers nothing', async () => {
    const { webhook } = await hookedReceiver();
    await expect(
      t.db.prisma.$transaction(async (tx) => {
        await tx.game.update({ where: { id: gameId }, data: { title: 'Rolled back' } });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await deliveriesOf(webhook.id)).toEqual([]);
  });

  it('a game changed by several statements of one transaction is one event', async () => {
    const { webhook } = await hookedReceiver(undefined, ['game.changed']);
    const game = await t.db.prisma.game.findUniqueOrThrow({ where: { id: gameId }, select: { title: true } });
    await t.db.prisma.$transaction(async (tx) => {
      await tx.game.update({ where: { id: gameId }, data: { title: 'Twice A' } });
      await tx.game.update({ where: { id: gameId }, data: { title: 'Twice B' } });
    });
    await t.db.prisma.game.update({ where: { id: gameId }, data: { title: game.title } });
    const rows = await deliveriesOf(webhook.id);
    expect(rows.map((r) => (r.payload as { data: unknown }).data)).toEqual([
      { gameId, operation: 'updated' },
      { gameId, operation: 'updated' },
    ]);
  });

  it('an event the receiver keeps refusing is given up 24 hours after it happened', async () => {
    const { receiver, webhook } = await hookedReceiver(() => 'fail', ['request.created']);
    await insertRequest(t.db, { gameId, submitterId: userId });
    for (let hours = 0; hours <= 30; hours += 1) await worker.runOnce(at(hours * HOUR));
    const [row] = await deliveriesOf(webhook.id);
    expect(row!.gaveUpAt).not.toBeNull();
    expect(row!.nextAttemptAt).toBeNull();
    expect(row!.deliveredAt).toBeNull();
    expect(row!.lastStatus).toBe(500);
    expect(receiver.requests).toHaveLength(row!.attempts);
    // Backoff: 10 s, 20 s, 40 s... capped at an hour, so about 30 attempts in 24 h, not one a pass.
    expect(row!.attempts).toBeGreaterThan(20);
    expect(row!.attempts).toBeLessThanOrEqual(31);
    expect(row!.gaveUpAt!.getTime() - row!.createdAt.getTime()).toBeGreaterThan(23 * HOUR);
    await worker.runOnce(at(48 * HOUR));
    expect(receiver.requests).toHaveLength(row!.attempts);
  });

  it('keeps the delivery log for 30 days: older finished rows are deleted, rows still to try are kept', async () => {
    const { receiver, webhook } = await hookedReceiver((n) => (n === 0 ? 'ok' : 'fail'), ['request.created']);
    await insertRequest(t.db, { gameId, submitterId: userId });
    await insertRequest(t.db, { gameId, submitterId: userId });
    await worker.runOnce(at(0));
    const [delivered, failing] = await deliveriesOf(webhook.id);
    expect(delivered!.deliveredAt).not.toBeNull();
    expect(failing!.nextAttemptAt).not.toBeNull();
    expect(receiver.requests).toHaveLength(2);
    // A row still due is never pruned, however old; a finished one goes once past the keeping time.
    expect(await worker.prune(at(29 * 24 * HOUR))).toBe(0);
    await worker.prune(at(31 * 24 * HOUR));
    expect((await deliveriesOf(webhook.id)).map((row) => row.id)).toEqual([failing!.id]);
  });

  it('fan-out costs the writer no statement, however many webhooks subscribe', async () => {
    const counted = async () => {
      const before = t.db.statements.count;
      await insertRequest(t.db, { gameId, submitterId: userId });
      return t.db.statements.count - before;
    };
    const alone = await counted();
    const hooks = await Promise.all([1, 2, 3].map(() => hookedReceiver(undefined, ['request.created'])));
    expect(await counted()).toBe(alone);
    for (const { webhook } of hooks) expect(await deliveriesOf(webhook.id)).toHaveLength(1);
  });
});
