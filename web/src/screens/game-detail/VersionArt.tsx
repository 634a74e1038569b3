import type { ReactNode } from 'react';
import { BoxArt } from '../../games/BoxArt.tsx';

interface Image {
  url: string;
  width: number;
  height: number;
}

/** Shown 14rem tall, 10rem on a phone (game-detail.css): the width follows from the proportions. */
function artSizes(image: Image): string {
  const wide = (rem: number) => Math.ceil((rem * 16 * image.width) / image.height);
  return `(max-width: 600px) ${wide(10)}px, ${wide(14)}px`;
}

/**
 * One picture of a version (front, back, medium), or a labelled placeholder when there is none.
 * `priority` for the picture at the top of the page, its largest. All three load at once: they
 * sit side by side at the top of the version, where a lazy one waited for layout and was the
 * phone's largest paint (bench:web).
 */
export function VersionArt({
  image,
  alt,
  caption,
  missing,
  priority = false,
}: {
  image: Image | null | undefined;
  alt: string;
  caption: ReactNode;
  missing: string;
  priority?: boolean;
}) {
  return (
    <figure className="version-art-item">
      {image ? (
        <BoxArt
          image={image}
          alt={alt}
          sizes={artSizes(image)}
          width={image.width}
          height={image.height}
          priority={priority}
          eager
        />
      ) : (
        <div className="version-art-missing" role="img" aria-label={missing} />
      )}
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
