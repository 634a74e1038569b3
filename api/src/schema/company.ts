import { builder } from '../builder.ts';

export const CompanyNode = builder.prismaNode('Company', {
  id: { field: 'id' },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name'),
  }),
});
