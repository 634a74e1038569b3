// The fields of a regional version that a request can change, one by one: the three-way merge,
// the history's differences, the request page's diff and "propose reverting" all walk this list,
// so a field added here is compared, recorded, shown and revertible everywhere (each consumer's
// table is typed by it and fails to compile until it knows the new field).
import type { VersionInput } from './catalogue-input.ts';

export const VERSION_FIELDS = [
  'title',
  'region',
  'country',
  'revision',
  'releaseDate',
  'developers',
  'publishers',
  'mediumImageId',
  'frontImageId',
  'backImageId',
  'boxArtUrl',
  'barcode',
] as const satisfies readonly (keyof VersionInput)[];

export type VersionField = (typeof VERSION_FIELDS)[number];
/** The image fields hold an image's row id; pages show the image itself. */
export type VersionImageField = Extract<VersionField, `${string}ImageId`>;
export type VersionTextField = Exclude<VersionField, VersionImageField>;

export const VERSION_TEXT_FIELDS = VERSION_FIELDS.filter(
  (field): field is VersionTextField => !field.endsWith('ImageId'),
);
