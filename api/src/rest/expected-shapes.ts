// Test oracle: the REST shapes of seeded rows, read through Prisma (not the facade's SQL).
import type { Database } from '../db/database.ts';
import { REGION_LABELS } from '#shared/rules';
import { toCalendarDate } from '#shared/calendar-date';

const SITE_ORIGIN = 'https://cartridgevault.test';
const day = (date: Date | null) => (date ? toCalendarDate(date) : null);
const image = (row: { sha256: string } | null) => (row ? `${SITE_ORIGIN}/images/${row.sha256}` : null);

const companies = {
  orderBy: [{ position: 'asc' as const }, { companyId: 'asc' as const }],
  select: { role: true, company: { select: { id: true, name: true } } },
};
const images = { select: { sha256: true } };

type Links = { role: 'DEVELOPER' | 'PUBLISHER'; company: { id: number; name: string } }[];
const withRole = (links: Links, role: 'DEVELOPER' | 'PUBLISHER') =>
  links.filter((link) => link.role === role).map(({ company }) => ({ company_id: company.id, name: company.name }));

export function consoleShape(c: { id: number; name: string; manufacturer: string; releaseDate: Date | null }) {
  return { console_id: c.id, name: c.name, manufacturer: c.manufacturer, release_date: day(c.releaseDate) };
}

export async function expectedVersion(db: Database, id: number) {
  const v = await db.prisma.version.findUniqueOrThrow({
    where: { id },
    include: { frontImage: images, backImage: images, mediumImage: images, companies },
  });
  return {
    version_id: v.id,
    game_id: v.gameId,
    title: v.title,
    region: REGION_LABELS[v.region],
    country: v.country,
    revision: v.revision,
    release_date: day(v.releaseDate),
    front_image_url: image(v.frontImage),
    back_image_url: image(v.backImage),
    medium_image_url: image(v.mediumImage),
    box_art_url: v.boxArtUrl,
    barcode: v.barcode,
    developers: withRole(v.companies, 'DEVELOPER'),
    publishers: withRole(v.companies, 'PUBLISHER'),
  };
}

export async function expectedGame(db: Database, id: number) {
  const g = await db.prisma.game.findUniqueOrThrow({
    where: { id },
    include: {
      console: true,
      companies,
      versions: { orderBy: [{ releaseDate: 'asc' }, { id: 'asc' }], select: { id: true } },
    },
  });
  return {
    id: g.id,
    title: g.title,
    console: consoleShape(g.console),
    versions: await Promise.all(g.versions.map((v) => expectedVersion(db, v.id))),
    developers: withRole(g.companies, 'DEVELOPER'),
    publishers: withRole(g.companies, 'PUBLISHER'),
  };
}
