import { builder } from '../builder.ts';
import { sameForEveryViewer } from '../live/same-for-every-viewer.ts';
import { consoleInput } from '#shared/catalogue-input';
import { fromCalendarDate } from '#shared/calendar-date';
import { InputError, parseInput, problem, rowId } from '../domain/validation.ts';
import { isUniqueViolation } from '../auth/accounts.ts';
import { catalogueChanged } from '../catalogue/catalogue-changes.ts';
import { consoleList } from '../catalogue/console-list.ts';

export const ConsoleNode = builder.prismaNode('Console', {
  ...sameForEveryViewer,
  id: { field: 'id' },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name'),
    manufacturer: t.exposeString('manufacturer'),
    releaseDate: t.expose('releaseDate', { type: 'Date', nullable: true }),
  }),
});

builder.queryFields((t) => ({
  consoles: t.prismaConnection({
    type: 'Console',
    cursor: 'id',
    authScopes: { public: true },
    maxSize: 200,
    defaultSize: 200,
    description: 'Every console, by manufacturer then name.',
    resolve: async (query, _root, args, ctx) => {
      // The first page (every screen asks for the whole list) comes from memory (console-list.ts).
      if (!args.after && !args.before && !args.last) return (await consoleList(ctx.db)).slice(0, query.take);
      return ctx.prisma.console.findMany({
        ...query,
        orderBy: [{ manufacturer: 'asc' }, { name: 'asc' }, { id: 'asc' }],
      });
    },
  }),
}));

const ConsoleInput = builder.inputType('ConsoleInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    manufacturer: t.string({ required: true }),
    releaseDate: t.string({ description: 'YYYY-MM-DD; blank when unknown.' }),
  }),
});

const consoleChange = { authScopes: { moderator: true }, errors: { types: [InputError] } };
const nameTaken = () => problem('name', 'taken', 'A console with this name already exists');

function consoleData(input: unknown) {
  const values = parseInput(consoleInput, input);
  return { ...values, releaseDate: values.releaseDate ? fromCalendarDate(values.releaseDate) : null };
}

builder.mutationFields((t) => ({
  createConsole: t.prismaField({
    ...consoleChange,
    type: 'Console',
    description: 'Moderators and admins add consoles (console management).',
    args: { input: t.arg({ type: ConsoleInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const data = consoleData(input);
      try {
        const created = await ctx.prisma.console.create({ ...query, data });
        await catalogueChanged(ctx.db);
        return created;
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },
  }),
  updateConsole: t.prismaField({
    ...consoleChange,
    type: 'Console',
    description: 'Moderators and admins correct a console.',
    args: {
      id: t.arg.globalID({ for: ConsoleNode, required: true }),
      input: t.arg({ type: ConsoleInput, required: true }),
    },
    resolve: async (query, _root, { id, input }, ctx) => {
      const data = consoleData(input);
      const consoleId = rowId(id.id);
      const exists =
        consoleId && (await ctx.prisma.console.findUnique({ where: { id: consoleId }, select: { id: true } }));
      if (!consoleId || !exists) throw problem('id', 'notFound', 'This console does not exist');
      try {
        const updated = await ctx.prisma.console.update({ ...query, where: { id: consoleId }, data });
        await catalogueChanged(ctx.db);
        return updated;
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },
  }),
}));
