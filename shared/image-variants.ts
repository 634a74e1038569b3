// Stored images are served in the width a page shows them at: `/images/{sha256}?w={width}` answers
// a copy at most that wide (never wider than the upload), in AVIF or WebP when the browser accepts
// them. The server makes each copy once; the web lists them in `srcset`.

/** The widths a copy may be asked for; any other `w` is refused, so the copies stay few. */
export const IMAGE_VARIANT_WIDTHS = [160, 240, 320, 480, 640] as const;

export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

export function isImageVariantWidth(width: number): width is ImageVariantWidth {
  return (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width);
}

export function imageVariantUrl(url: string, width: ImageVariantWidth): string {
  return `${url}?w=${width}`;
}

/**
 * `srcset` candidates of a stored image: each listed width below the upload's, then the upload's
 * own width (asked for as the next listed width, which the server does not enlarge). Without the
 * upload's width, every listed width.
 */
export function imageSrcSet(url: string, uploadWidth?: number): string {
  const widths = IMAGE_VARIANT_WIDTHS.filter((width) => uploadWidth === undefined || width < uploadWidth);
  const candidates = widths.map((width) => `${imageVariantUrl(url, width)} ${width}w`);
  const full = uploadWidth === undefined ? undefined : IMAGE_VARIANT_WIDTHS.find((width) => width >= uploadWidth);
  if (full !== undefined) candidates.push(`${imageVariantUrl(url, full)} ${uploadWidth}w`);
  return candidates.join(', ');
}

/**
 * Making a copy costs CPU (about 170 ms for an AVIF), keeping one costs nothing: one client address
 * may have this many copies made a minute, and a process makes at most `concurrent` at once with
 * `waiting` more in line. Past either, the stored image itself is answered, uncached, instead.
 * The line is short on purpose: a browser has six connections to the site, and an image request
 * waiting behind dozens of copies on a busy machine held them for seconds, so the next page's
 * script waited behind box art (a click on a link did nothing for over ten seconds).
 */
export const IMAGE_VARIANT_LIMITS = {
  perAddress: { points: 120, windowSeconds: 60 },
  concurrent: 2,
  waiting: 4,
} as const;
