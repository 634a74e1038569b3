// Each member's interface language, kept on the account so the mails they get are written in
// it. The browser holds the choice (localStorage) and sends it here at sign-in and on a change.
import { builder } from '../builder.ts';
import { requireViewer } from '../context.ts';
import { InputError, parseInput } from '../domain/validation.ts';
import { LOCALES } from '#shared/locale-rules';
import { updateLocaleInput } from '#shared/account-input';

builder.prismaObjectFields('User', (t) => ({
  locale: t.exposeString('locale', {
    nullable: true,
    description: `The interface language mails are written in (${LOCALES.join(', ')}); only the user sees it.`,
    authScopes: (user, _args, ctx) => ctx.viewer?.id === user.id,
    unauthorizedResolver: () => null,
  }),
}));

const UpdateLocaleInput = builder.inputType('UpdateLocaleInput', {
  fields: (t) => ({ locale: t.string({ required: true, description: LOCALES.join(', ') }) }),
});

builder.mutationField('updateLocale', (t) =>
  t.prismaField({
    type: 'User',
    authScopes: { loggedIn: true },
    errors: { types: [InputError] },
    description: 'Stores the interface language the signed-in member uses, for the mails the site sends them.',
    args: { input: t.arg({ type: UpdateLocaleInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const { locale } = parseInput(updateLocaleInput, input);
      return ctx.prisma.user.update({ ...query, where: { id: requireViewer(ctx).id }, data: { locale } });
    },
  }),
);
