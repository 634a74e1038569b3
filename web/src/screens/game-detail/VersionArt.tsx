import type { ReactNode } from 'react';

interface Image {
  url: string;
  width: number;
  height: number;
}

/** One picture of a version (front, back, medium), or a labelled placeholder when there is none. */
export function VersionArt({
  image,
  alt,
  caption,
  missing,
}: {
  image: Image | null | undefined;
  alt: string;
  caption: ReactNode;
  missing: string;
}) {
  return (
    <figure className="version-art-item">
      {image ? (
        <img src={image.url} alt={alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
      ) : (
        <div className="version-art-missing" role="img" aria-label={missing} />
      )}
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
