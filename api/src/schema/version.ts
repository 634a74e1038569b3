import { builder } from '../builder.ts';
import { REGIONS } from '#shared/rules';
import { CompanyNode, companiesSelection, companiesWithRole } from './company.ts';

export const RegionEnum = builder.enumType('Region', { values: REGIONS });

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
      resolve: (version) => companiesWithRole(version.companies, 'DEVELOPER'),
    }),
    publishers: t.field({
      type: [CompanyNode],
      select: companiesSelection,
      resolve: (version) => companiesWithRole(version.companies, 'PUBLISHER'),
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
