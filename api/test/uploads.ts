import sharp from 'sharp';
import type { TestApp, GraphQLResult } from './app.ts';

/** Sends `uploadImage` as a browser does: a GraphQL multipart request (operations, map, file). */
export async function uploadImage(
  app: TestApp,
  cookie: string,
  file: { bytes: Uint8Array; name: string; type: string },
  selection = '... on MutationUploadImageSuccess { data { id databaseId url mime width height bytes } } ... on ValidationError { message fieldErrors { field code message } }',
): Promise<{ status: number; body: GraphQLResult }> {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query: `mutation Upload($file: File!) { uploadImage(file: $file) { __typename ${selection} } }`,
      variables: { file: null },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new File([file.bytes as BlobPart], file.name, { type: file.type }));
  const request = new Request('http://localhost/graphql', {
    method: 'POST',
    headers: { cookie, 'x-graphql-yoga-csrf': '1' },
    body: form,
  });
  const response = await app.yoga.handleRequest(request, { req: { socket: { remoteAddress: '192.0.2.1' } } } as never);
  return { status: response.status, body: await response.json() };
}

/** A small real image of the given format. */
export function testImage(
  format: 'png' | 'jpeg' | 'webp',
  options: { width?: number; height?: number; color?: string } = {},
): Promise<Buffer> {
  const { width = 40, height = 56, color = '#3366cc' } = options;
  return sharp({ create: { width, height, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();
}

/** A PNG of random noise: it does not compress, so its size is about width × height × 3 bytes. */
export function noisePng(approximateBytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(approximateBytes / 3));
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}
