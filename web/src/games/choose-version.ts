import type { GameDefaults, VersionChoice } from '../preferences/preference-values.ts';
import type { Region } from '#shared/rules';

export interface VersionLike {
  region: string;
  releaseDate: string;
  title: string;
}

function pick<V extends VersionLike>(versions: readonly V[], choice: VersionChoice): V | undefined {
  const sorted = sortByReleaseDate(versions);
  return choice === 'earliest' ? sorted[0] : sorted[sorted.length - 1];
}

function inRegion<V extends VersionLike>(versions: readonly V[], region: Region): V[] {
  return versions.filter((v) => v.region === region);
}

/**
 * The version a game shows first (spec: game defaults). The default region with the default
 * choice; if the game has no version there, the fallback region with the fallback choice;
 * failing both, the fallback choice among all versions.
 */
export function chooseVersion<V extends VersionLike>(versions: readonly V[], defaults: GameDefaults): V | undefined {
  const preferred = inRegion(versions, defaults.defaultRegion);
  if (preferred.length) return pick(preferred, defaults.defaultVersion);
  const fallback = inRegion(versions, defaults.fallbackRegion);
  if (fallback.length) return pick(fallback, defaults.fallbackVersion);
  return pick(versions, defaults.fallbackVersion);
}

export function sortByReleaseDate<V extends VersionLike>(versions: readonly V[]): V[] {
  // ISO dates sort as strings; ties keep their given order.
  return [...versions].sort((a, b) => (a.releaseDate < b.releaseDate ? -1 : a.releaseDate > b.releaseDate ? 1 : 0));
}

const REGION_ORDER: readonly string[] = ['NTSC_J', 'NTSC_U', 'PAL', 'OTHER'];

/** Order of the version selector: by release date when "sort by date" is on, else by region. */
export function orderVersions<V extends VersionLike>(versions: readonly V[], sortByDate: boolean): V[] {
  if (sortByDate) return sortByReleaseDate(versions);
  return [...versions].sort(
    (a, b) => REGION_ORDER.indexOf(a.region) - REGION_ORDER.indexOf(b.region) || a.title.localeCompare(b.title),
  );
}
