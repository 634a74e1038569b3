import { builder } from '../builder.ts';

export const ConsoleNode = builder.prismaNode('Console', {
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
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.console.findMany({ ...query, orderBy: [{ manufacturer: 'asc' }, { name: 'asc' }, { id: 'asc' }] }),
  }),
}));
