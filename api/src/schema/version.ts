import { builder } from '../builder.ts';
import { REGIONS } from '../domain/rules.ts';
import { CompanyNode } from './company.ts';

export const RegionEnum = builder.enumType('Region', { values: REGIONS });

// Both company lists read the same selection, so Prisma loads the relation once for both.
const companiesSelection = {
  companies: { orderBy: [{ role: 'asc' }, { position: 'asc' }], include: { company: true } },
} as const;

export const VersionNode = builder.prismaNode('Version', {
  id: { field: 'id' },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    title: t.exposeString('title'),
    region: t.expose('region', { type: RegionEnum }),
    country: t.exposeString('country', { nullable: true }),
    revision: t.exposeString('revision'),
    releaseDate: t.expose('releaseDate', { type: 'Date' }),
    boxArtUrl: t.exposeString('boxArtUrl', { nullable: true }),
    frontImage: t.relation('frontImage', { nullable: true }),
    backImage: t.relation('backImage', { nullable: true }),
    mediumImage: t.relation('mediumImage'),
    game: t.relation('game'),
    developers: t.field({
      type: [CompanyNode],
      select: companiesSelection,
      resolve: (version) => version.companies.filter((c) => c.role === 'DEVELOPER').map((c) => c.company),
    }),
    publishers: t.field({
      type: [CompanyNode],
      select: companiesSelection,
      resolve: (version) => version.companies.filter((c) => c.role === 'PUBLISHER').map((c) => c.company),
    }),
  }),
});

builder.queryFields((t) => ({
  version: t.prismaField({
    type: 'Version',
    nullable: true,
    authScopes: { public: true },
    args: { databaseId: t.arg.int({ required: true }) },
    resolve: (query, _root, { databaseId }, ctx) =>
      ctx.prisma.version.findUnique({ ...query, where: { id: databaseId } }),
  }),
}));
