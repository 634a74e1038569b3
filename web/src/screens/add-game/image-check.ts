import { IMAGE_RULES, type ImageProblemCode } from '#shared/catalogue-rules';

const EXTENSIONS = IMAGE_RULES.accept.split(',').filter((item) => item.startsWith('.'));
const MIME_TYPES: readonly string[] = IMAGE_RULES.mimeTypes;

/**
 * What the browser can tell about a chosen file before sending it: its size, and its type from the
 * browser's guess and the name's extension. Only a hint: the server decides by the content, so a
 * text file named .png passes here and is refused there.
 */
export function imageProblemInBrowser(file: Pick<File, 'name' | 'type' | 'size'>): ImageProblemCode | null {
  // In the server's order: the size first.
  if (file.size > IMAGE_RULES.maxBytes) return 'imageTooLarge';
  const extension = /\.[^./\\]+$/.exec(file.name)?.[0].toLowerCase();
  if (file.type && !MIME_TYPES.includes(file.type)) return 'imageType';
  if (extension && !EXTENSIONS.includes(extension)) return 'imageType';
  return null;
}
