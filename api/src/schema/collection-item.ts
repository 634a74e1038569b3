// An owned copy of a regional version, and the viewer's copies on each Version.
import { builder } from '../builder.ts';
import { COMPLETENESS, COPY_CONDITIONS } from '#shared/collection-rules';

export const CopyConditionEnum = builder.enumType('CopyCondition', { values: COPY_CONDITIONS });
export const CompletenessEnum = builder.enumType('Completeness', {
  values: COMPLETENESS,
  description:
    'COMPLETE_IN_BOX: box, manual and medium; LOOSE: no box; INCOMPLETE: a box missing the manual or medium.',
});

export const CollectionItemNode = builder.prismaNode('CollectionItem', {
  id: { field: 'id' },
  // Collections are private: only the owner reaches a copy, through node(id:) too.
  authScopes: (item, ctx) => item.userId === ctx.viewer?.id,
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    version: t.relation('version'),
    condition: t.expose('condition', { type: CopyConditionEnum, nullable: true }),
    hasBox: t.exposeBoolean('hasBox'),
    hasManual: t.exposeBoolean('hasManual'),
    hasMedium: t.exposeBoolean('hasMedium'),
    otherInserts: t.exposeString('otherInserts', { nullable: true }),
    pricePaidCents: t.exposeInt('pricePaidCents', { nullable: true, description: "In the currency's hundredths." }),
    currency: t.exposeString('currency', { nullable: true, description: 'ISO 4217 code.' }),
    acquiredOn: t.expose('acquiredOn', { type: 'Date', nullable: true }),
    notes: t.exposeString('notes', { nullable: true }),
    forTrade: t.exposeBoolean('forTrade', { description: 'Offered to friends for trade.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectField('Version', 'viewerCopies', (t) =>
  t.relation('copies', {
    description: "The signed-in user's copies of this version, oldest first; empty for visitors.",
    // A filtered relation is joined into the version's own statement: no query per version.
    query: (_args, ctx) => ({ where: { userId: ctx.viewer?.id ?? 0 }, orderBy: { id: 'asc' } }),
  }),
);
