// A stored version as the add-game form holds it, and which form fields each version field sets.
// The edit form fills every field from the game as it is; "propose reverting" sets only the
// fields one history entry changed, from the version as it was. Both use this one mapping.
import type { Region } from './rules.ts';
import { REGIONS } from './rules.ts';
import type { VersionField } from './version-fields.ts';

/** A version's form fields; `Image` is what the form keeps of an uploaded image. */
export interface VersionFormFields<Image> {
  title: string;
  region: Region | '';
  /** "Unique regional variant": shows the country field, which must then be filled. */
  uniqueVariant: boolean;
  country: string;
  revision: string;
  /** YYYY-MM-DD, or '' while the date input is incomplete. */
  releaseDate: string;
  developers: string[];
  publishers: string[];
  mediumImage: Image | null;
  frontImage: Image | null;
  backImage: Image | null;
  boxArtUrl: string;
  barcode: string;
}

/** A version as the API returns it, companies by name. */
export interface StoredVersion<Image> {
  readonly title: string;
  readonly region: string;
  readonly country: string | null | undefined;
  readonly revision: string;
  readonly releaseDate: unknown;
  readonly developers: readonly string[];
  readonly publishers: readonly string[];
  readonly mediumImage: Image | null | undefined;
  readonly frontImage: Image | null | undefined;
  readonly backImage: Image | null | undefined;
  readonly boxArtUrl: string | null | undefined;
  readonly barcode: string | null | undefined;
}

const knownRegion = (region: string): Region | '' =>
  (REGIONS as readonly string[]).includes(region) ? (region as Region) : '';
// The form always offers at least one name input.
const names = (list: readonly string[]) => (list.length > 0 ? [...list] : ['']);
const image = <Image>(stored: Image | null | undefined): Image | null => (stored ? { ...stored } : null);

export function versionFormFields<Image>(stored: StoredVersion<Image>): VersionFormFields<Image> {
  return {
    title: stored.title,
    region: knownRegion(stored.region),
    uniqueVariant: stored.country != null,
    country: stored.country ?? '',
    revision: stored.revision,
    releaseDate: String(stored.releaseDate),
    developers: names(stored.developers),
    publishers: names(stored.publishers),
    mediumImage: image(stored.mediumImage),
    frontImage: image(stored.frontImage),
    backImage: image(stored.backImage),
    boxArtUrl: stored.boxArtUrl ?? '',
    barcode: stored.barcode ?? '',
  };
}

/** The form fields each version field sets (typed by the field list, so none is forgotten). */
const FORM_FIELDS_OF: Record<VersionField, readonly (keyof VersionFormFields<unknown>)[]> = {
  title: ['title'],
  region: ['region'],
  country: ['country', 'uniqueVariant'],
  revision: ['revision'],
  releaseDate: ['releaseDate'],
  developers: ['developers'],
  publishers: ['publishers'],
  mediumImageId: ['mediumImage'],
  frontImageId: ['frontImage'],
  backImageId: ['backImage'],
  boxArtUrl: ['boxArtUrl'],
  barcode: ['barcode'],
};

/** Only the form fields that `fields` (version field names; unknown ones are ignored) set. */
export function pickFormFields<Image>(
  values: VersionFormFields<Image>,
  fields: readonly string[],
): Partial<VersionFormFields<Image>> {
  const picked: Partial<VersionFormFields<Image>> = {};
  for (const field of fields) {
    if (!Object.hasOwn(FORM_FIELDS_OF, field)) continue;
    for (const key of FORM_FIELDS_OF[field as VersionField]) Object.assign(picked, { [key]: values[key] });
  }
  return picked;
}
