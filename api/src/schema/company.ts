import { builder } from '../builder.ts';
import { inIdOrder } from '../catalogue/in-id-order.ts';
import { CATALOGUE_LIMITS } from '#shared/catalogue-rules';
import { companyNameKey } from '#shared/search-key';

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

export function companiesWithRole<C>(
  links: { role: 'DEVELOPER' | 'PUBLISHER'; company: C }[],
  role: 'DEVELOPER' | 'PUBLISHER',
): C[] {
  return links.filter((link) => link.role === role).map((link) => link.company);
}

const COMPANY_SUGGESTIONS_MAX = 20;

builder.queryFields((t) => ({
  companies: t.prismaField({
    type: ['Company'],
    authScopes: { public: true },
    description:
      'Companies whose name matches, names starting with the search first: the "pick existing" list of the add-game form.',
    args: {
      search: t.arg.string({ required: true }),
      first: t.arg.int({ defaultValue: 10, description: `At most ${COMPANY_SUGGESTIONS_MAX}.` }),
    },
    resolve: async (query, _root, { search, first }, ctx) => {
      // nameKey has no spaces or legal forms, so "sega corp" finds "SEGA" and "nint" finds "Nintendo".
      const key = companyNameKey(search.slice(0, CATALOGUE_LIMITS.companyNameMax));
      const limit = Math.min(Math.max(first ?? 10, 1), COMPANY_SUGGESTIONS_MAX);
      if (!key) return [];
      const rows = await ctx.db.sql.query<{ id: number }>(
        `SELECT id FROM "Company" WHERE "nameKey" LIKE '%' || $1 || '%'
         ORDER BY ("nameKey" LIKE $1 || '%') DESC, name, id LIMIT $2`,
        [key, limit],
      );
      const ids = rows.map((row) => row.id);
      const companies = await ctx.prisma.company.findMany({ ...query, where: { id: { in: ids } } });
      return inIdOrder(ids, companies);
    },
  }),
}));
