import { builder } from '../builder.ts';
import { REGIONS } from '#shared/rules';
import { normaliseBarcode } from '#shared/barcode-rules';
import { CompanyNode, companiesSelection, companiesWithRole } from './company.ts';

export const RegionEnum = builder.enumType('Region', { values: REGIONS });

export const VersionNode = builder.prismaNode('Version', {
  select: { id: true },
  id: { field: 'id' },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    title: t.exposeString('title'),
    region: t.expose('region', { type: RegionEnum }),
    country: t.exposeString('country', { nullable: true }),
    revision: t.exposeString('revision'),
    releaseDate: t.expose('releaseDate', { type: 'Date' }),
    boxArtUrl: t.exposeString('boxArtUrl', { nullable: true }),
    barcode: t.exposeString('barcode', {
      nullable: true,
      description: 'EAN-13 digits printed on the box (a UPC-A code with a leading 0).',
    }),
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
  versionByBarcode: t.prismaField({
    type: 'Version',
    nullable: true,
    authScopes: { public: true },
    description:
      'The version whose box carries this EAN-13 or UPC-A code (spaces and hyphens allowed); null when no version has it or it is no valid code.',
    args: { barcode: t.arg.string({ required: true }) },
    // Stored barcodes are all valid 13-digit codes, so an invalid one simply finds nothing.
    resolve: (query, _root, { barcode }, ctx) =>
      ctx.prisma.version.findUnique({ ...query, where: { barcode: normaliseBarcode(barcode) ?? barcode } }),
  }),
}));
