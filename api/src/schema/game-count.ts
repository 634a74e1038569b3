import { builder } from '../builder.ts';
import { COUNT_KINDS, type GameCount } from '../catalogue/game-count.ts';

const CountKindEnum = builder.enumType('CountKind', {
  values: COUNT_KINDS,
  description:
    'EXACT: counted. ESTIMATE: about this many (the catalogue’s size as the planner knows it). AT_LEAST: more than this many.',
});

export const GameCountRef = builder.objectRef<GameCount>('GameCount').implement({
  description: 'How many games match, without counting a large result on every page; totalCount counts exactly.',
  fields: (t) => ({
    value: t.exposeInt('value'),
    kind: t.expose('kind', { type: CountKindEnum }),
  }),
});
