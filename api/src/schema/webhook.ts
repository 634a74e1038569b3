// Webhooks (issue 29, part 3): a member's endpoints and each one's delivery log. Only the owner
// sees them: the types themselves check it, so node(id:) shows nobody else's either.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { InputError, parseInput, problem, rowId } from '../domain/validation.ts';
import { requireViewer } from '../context.ts';
import { LIMITS } from '#shared/rules';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS } from '#shared/webhook-rules';
import { webhookInput } from '#shared/webhook-input';
import { registerWebhook } from '../webhooks/register-webhook.ts';
import { UserNode } from './user.ts';

const DeliveryStatusEnum = builder.enumType('WebhookDeliveryStatus', {
  values: {
    PENDING: { description: 'Not tried yet, or failed and due again at nextAttemptAt.' },
    DELIVERED: { description: 'The receiver answered 2xx.' },
    GAVE_UP: { description: 'Still failing 24 hours after the event: no more attempts.' },
  },
});

builder.prismaObject('WebhookDelivery', {
  description: 'One event for one webhook, and how its delivery went.',
  fields: (t) => ({
    eventId: t.exposeString('eventId', { description: 'The `webhook-id` header: the same on every attempt.' }),
    type: t.exposeString('type', { description: `One of ${WEBHOOK_EVENT_TYPES.join(', ')}.` }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    status: t.field({
      type: DeliveryStatusEnum,
      resolve: (d) => (d.deliveredAt ? 'DELIVERED' : d.gaveUpAt ? 'GAVE_UP' : 'PENDING'),
    }),
    attempts: t.exposeInt('attempts'),
    lastStatusCode: t.exposeInt('lastStatus', {
      nullable: true,
      description: "The receiver's HTTP status on the last attempt; null when it gave none.",
    }),
    lastError: t.exposeString('lastError', { nullable: true }),
    nextAttemptAt: t.expose('nextAttemptAt', { type: 'DateTime', nullable: true }),
    deliveredAt: t.expose('deliveredAt', { type: 'DateTime', nullable: true }),
  }),
});

export const WebhookNode = builder.prismaNode('Webhook', {
  id: { field: 'id' },
  authScopes: (webhook, ctx) => webhook.userId === ctx.viewer?.id,
  fields: (t) => ({
    url: t.exposeString('url'),
    events: t.exposeStringList('events'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    deliveries: t.relatedConnection('deliveries', {
      cursor: 'id',
      maxSize: LIMITS.pageSizeMax,
      defaultSize: 20,
      description: 'The delivery log, newest event first.',
      query: () => ({ orderBy: { id: 'desc' } }),
    }),
  }),
});

builder.prismaObjectFields(UserNode, (t) => ({
  webhooks: t.relation('webhooks', {
    nullable: true,
    authScopes: (user, _args, ctx) => ctx.viewer?.id === user.id,
    unauthorizedResolver: () => null,
    description: `The member's webhooks, oldest first (at most ${WEBHOOK_LIMITS.perMember}); only the owner sees them.`,
    query: () => ({ orderBy: { id: 'asc' } }),
  }),
}));

const CreateWebhookInput = builder.inputType('CreateWebhookInput', {
  fields: (t) => ({
    url: t.string({ required: true }),
    events: t.stringList({ required: true, description: `Any of ${WEBHOOK_EVENT_TYPES.join(', ')}.` }),
  }),
});

const CreateWebhookPayload = builder.objectRef<{ id: number; secret: string }>('CreateWebhookPayload').implement({
  fields: (t) => ({
    webhook: t.prismaField({
      type: 'Webhook',
      resolve: (query, payload, _args, ctx) =>
        ctx.prisma.webhook.findUniqueOrThrow({ ...query, where: { id: payload.id } }),
    }),
    secret: t.exposeString('secret', {
      description: 'The signing secret (whsec_...). Shown this once: store it with the receiver.',
    }),
    viewer: t.prismaField({
      type: 'User',
      description: 'The member after the change: ask for `webhooks` here to see the list as it is now.',
      resolve: (query, _payload, _args, ctx) =>
        ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: requireViewer(ctx).id } }),
    }),
  }),
});

const DeleteWebhookInput = builder.inputType('DeleteWebhookInput', {
  fields: (t) => ({ id: t.globalID({ required: true, for: WebhookNode }) }),
});

const DeleteWebhookPayload = builder.objectRef<{ deletedId: string }>('DeleteWebhookPayload').implement({
  fields: (t) => ({
    deletedId: t.exposeID('deletedId', { description: "The deleted webhook's global id." }),
    viewer: t.prismaField({
      type: 'User',
      description: 'The member after the change: ask for `webhooks` here to see the list as it is now.',
      resolve: (query, _payload, _args, ctx) =>
        ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: requireViewer(ctx).id } }),
    }),
  }),
});

builder.mutationFields((t) => ({
  createWebhook: t.field({
    type: CreateWebhookPayload,
    authScopes: { loggedIn: true },
    description:
      'Registers a URL for events; the answer holds its signing secret, shown once. Deliveries are signed ' +
      '(Standard Webhooks) and retried for 24 hours: see docs/webhooks.md.',
    errors: { types: [InputError] },
    args: { input: t.arg({ type: CreateWebhookInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const values = parseInput(webhookInput, input);
      const created = await registerWebhook(ctx.prisma, requireViewer(ctx).id, values);
      if (created === 'tooMany')
        throw problem('url', 'tooManyWebhooks', `At most ${WEBHOOK_LIMITS.perMember} webhooks a member`);
      return created;
    },
  }),

  deleteWebhook: t.field({
    type: DeleteWebhookPayload,
    authScopes: { loggedIn: true },
    description: 'Deletes one of the viewer’s webhooks and its delivery log; pending deliveries are dropped.',
    errors: { types: [InputError] },
    args: { input: t.arg({ type: DeleteWebhookInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = rowId(input.id.id);
      const { count } = id
        ? await ctx.prisma.webhook.deleteMany({ where: { id, userId: requireViewer(ctx).id } })
        : { count: 0 };
      if (count === 0) throw problem('id', 'notFound', 'There is no such webhook');
      return { deletedId: encodeGlobalID('Webhook', String(id)) };
    },
  }),
}));
