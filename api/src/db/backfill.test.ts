import { expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { backfillDerivedKeys } from './backfill.ts';

const t = useTestApp({ seed: true });

it('fills the title key of games written before it existed, and only those', async () => {
  await t.db.sql.query(`UPDATE "Game" SET "titleKey" = '' WHERE title IN ('Pokémon Red Version', 'Dragon Quest')`);
  const punctuation = await t.db.prisma.game.create({
    data: { title: '???', searchKey: '', consoleId: (await t.db.prisma.console.findFirstOrThrow()).id },
  });
  expect(await backfillDerivedKeys(t.db.sql)).toBe(2);
  const keys = await t.db.prisma.game.findMany({
    where: { title: { in: ['Pokémon Red Version', 'Dragon Quest', '???'] } },
    select: { title: true, titleKey: true },
    orderBy: { title: 'asc' },
  });
  expect(keys).toEqual([
    { title: '???', titleKey: '' },
    { title: 'Dragon Quest', titleKey: 'dragon quest' },
    { title: 'Pokémon Red Version', titleKey: 'pokemon red version' },
  ]);
  expect(await backfillDerivedKeys(t.db.sql)).toBe(0);
  await t.db.prisma.game.delete({ where: { id: punctuation.id } });
});
