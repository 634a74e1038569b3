import { IMAGE_VARIANT_WIDTHS, imageSrcSet, imageVariantUrl } from '#shared/image-variants';

export interface StoredImage {
  url: string;
  /** The upload's size, when the fragment asks for it: copies wider than it are not listed. */
  width?: number;
  height?: number;
}

/**
 * A stored image in the width it is shown at: the browser picks from the server's copies
 * (`srcset`, AVIF or WebP by Accept) by `sizes`, the CSS width the layout gives it. `width` and
 * `height` reserve its box before it loads. The page's largest image (`priority`) loads at once and
 * first; others near it at the top (`eager`) at once too; the rest only when scrolled near.
 */
export function BoxArt({
  image,
  alt,
  sizes,
  width,
  height,
  priority = false,
  eager = false,
}: {
  image: StoredImage;
  alt: string;
  sizes: string;
  width: number;
  height: number;
  priority?: boolean;
  eager?: boolean;
}) {
  const widest =
    IMAGE_VARIANT_WIDTHS.find((listed) => image.width !== undefined && listed >= image.width) ??
    IMAGE_VARIANT_WIDTHS.at(-1)!;
  return (
    <img
      src={imageVariantUrl(image.url, widest)}
      srcSet={imageSrcSet(image.url, image.width)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
