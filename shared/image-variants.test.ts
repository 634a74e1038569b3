import { describe, expect, it } from 'vitest';
import { imageSrcSet } from './image-variants.ts';

describe('srcset of a stored image', () => {
  it('lists the narrower copies and the upload at its own width, asked for as the next listed width', () => {
    expect(imageSrcSet('/images/abc', 300)).toBe(
      '/images/abc?w=160 160w, /images/abc?w=240 240w, /images/abc?w=320 300w',
    );
  });

  it('asks for a listed width exactly when the upload is that wide', () => {
    expect(imageSrcSet('/images/abc', 240)).toBe('/images/abc?w=160 160w, /images/abc?w=240 240w');
  });

  it('stops at the widest copy for a wider upload, and offers no copy of a tiny one but itself', () => {
    expect(imageSrcSet('/images/abc', 4000).split(', ').at(-1)).toBe('/images/abc?w=640 640w');
    expect(imageSrcSet('/images/abc', 4000).split(', ')).toHaveLength(5);
    expect(imageSrcSet('/images/abc', 90)).toBe('/images/abc?w=160 90w');
  });

  it('lists every copy when the upload width is unknown', () => {
    expect(imageSrcSet('/images/abc').split(', ')).toHaveLength(5);
  });
});
