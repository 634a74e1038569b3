import { describe, expect, it } from 'vitest';
import { IMAGE_RULES } from '#shared/catalogue-rules';
import { imageProblemInBrowser } from './image-check.ts';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checking an image before it is sent', () => {
  it.each([
    ['cover.png', 'image/png'],
    ['cover.JPG', 'image/jpeg'],
    ['cover.jpeg', 'image/jpeg'],
    ['cover.webp', 'image/webp'],
    // The browser could not tell: the server decides by the content.
    ['cover', ''],
  ])('lets %s (%s) through', (name, type) => {
    expect(imageProblemInBrowser(file(name, type))).toBeNull();
  });

  it.each([
    ['notes.txt', 'text/plain'],
    ['cover.gif', 'image/gif'],
    ['cover.png', 'application/pdf'],
    ['cover.bmp', ''],
  ])('refuses %s (%s) as not PNG, JPG or WebP', (name, type) => {
    expect(imageProblemInBrowser(file(name, type))).toBe('imageType');
  });

  it('refuses a file above the size limit, and accepts one at it', () => {
    expect(imageProblemInBrowser(file('cover.png', 'image/png', IMAGE_RULES.maxBytes + 1))).toBe('imageTooLarge');
    expect(imageProblemInBrowser(file('cover.png', 'image/png', IMAGE_RULES.maxBytes))).toBeNull();
  });
});
