import { builder } from '../builder.ts';
import { sameForEveryViewer } from '../live/same-for-every-viewer.ts';
import { requireViewer } from '../context.ts';
import { imageUrl } from '../images/image-address.ts';
import { InputError, problem } from '../domain/validation.ts';
import { processImage } from '../images/process-image.ts';
import { rateLimited } from '../auth/accounts.ts';

export const ImageNode = builder.prismaNode('Image', {
  ...sameForEveryViewer,
  id: { field: 'id' },
  select: { id: true, sha256: true },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    url: t.string({ resolve: (image) => imageUrl(image.sha256) }),
    mime: t.exposeString('mime'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    bytes: t.exposeInt('bytes', { description: 'Size of the stored (re-encoded) image.' }),
  }),
});

builder.mutationFields((t) => ({
  uploadImage: t.prismaField({
    type: 'Image',
    authScopes: { loggedIn: true },
    errors: { types: [InputError] },
    description:
      'Checks an image (PNG, JPG or WebP by content, at most 500 KB and 25 megapixels), re-encodes it without metadata and stores it. ' +
      'The returned id goes into a version’s image fields. Identical images are stored once.',
    args: { file: t.arg({ type: 'File', required: true }) },
    resolve: async (query, _root, { file }, ctx) => {
      const uploader = String(requireViewer(ctx).id);
      const wait = await ctx.limits.imageUploads.blockedFor(uploader);
      if (wait > 0) throw rateLimited(wait);
      await ctx.limits.imageUploads.fail(uploader);
      const checked = await processImage(new Uint8Array(await file.arrayBuffer()));
      if (!checked.ok) throw problem('file', checked.code, checked.message);
      const { data, mime, width, height, sha256 } = checked.image;
      return ctx.prisma.image.upsert({
        ...query,
        where: { sha256 },
        create: { sha256, mime, width, height, bytes: data.length, data: new Uint8Array(data) },
        update: {},
      });
    },
  }),
}));
