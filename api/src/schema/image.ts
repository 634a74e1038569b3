import { builder } from '../builder.ts';

/** Images are content-addressed; their URL never changes, so it is cached forever. */
export function imageUrl(sha256: string): string {
  return `/images/${sha256}`;
}

export const ImageRef = builder.prismaObject('Image', {
  select: { id: true, sha256: true },
  fields: (t) => ({
    url: t.string({ resolve: (image) => imageUrl(image.sha256) }),
    mime: t.exposeString('mime'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
  }),
});
