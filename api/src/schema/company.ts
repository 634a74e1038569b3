import { builder } from '../builder.ts';

export const CompanyNode = builder.prismaNode('Company', {
  id: { field: 'id' },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name'),
  }),
});

/**
 * Games and versions link companies with a role. Both the developers and the publishers field
 * read this one selection, so Prisma loads the links once for both.
 */
export const companiesSelection = {
  companies: { orderBy: [{ role: 'asc' }, { position: 'asc' }], include: { company: true } },
} as const;

export function companiesWithRole<C>(links: { role: 'DEVELOPER' | 'PUBLISHER'; company: C }[], role: 'DEVELOPER' | 'PUBLISHER'): C[] {
  return links.filter((link) => link.role === role).map((link) => link.company);
}
