import { builder } from '../builder.ts';
import { InputError, parseInput } from '../domain/validation.ts';
import { SUPPORT_REPLY_WEEKS } from '#shared/rules';
import { contactMessageInput } from '#shared/contact-rules';
import { takeAddressAllowance } from '../auth/address-limits.ts';

const ContactMessageInput = builder.inputType('ContactMessageInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    subject: t.string({ required: true }),
    message: t.string({ required: true }),
  }),
});

const ContactMessageSent = builder.objectRef<{ replyWithinWeeks: number }>('ContactMessageSent').implement({
  description: 'The message was stored; the owner replies within this many weeks.',
  fields: (t) => ({ replyWithinWeeks: t.exposeInt('replyWithinWeeks') }),
});

builder.mutationFields((t) => ({
  sendContactMessage: t.field({
    type: ContactMessageSent,
    authScopes: { public: true },
    description:
      'Stores a message for the site owner and mails it (outbox without SMTP). Too many from one address answer 429 with Retry-After.',
    errors: { types: [InputError] },
    args: { input: t.arg({ type: ContactMessageInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const message = parseInput(contactMessageInput, input);
      await takeAddressAllowance(ctx, 'contact');
      await ctx.prisma.contactMessage.create({ data: { ...message, userId: ctx.viewer?.id ?? null } });
      await ctx.mailer.send({
        kind: 'contact',
        to: ctx.config.CONTACT_TO,
        subject: `[Contact] ${message.subject}`,
        text: `From: ${message.name} <${message.email}>\n\n${message.message}`,
      });
      return { replyWithinWeeks: SUPPORT_REPLY_WEEKS.max };
    },
  }),
}));
