import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BoxArt } from './BoxArt.tsx';

const image = { url: '/images/abc', width: 300, height: 420 };

describe('BoxArt', () => {
  it("offers the server's copies up to the upload's width, with the shown size and a reserved box", () => {
    render(<BoxArt image={image} alt="Front box art of Ico" sizes="160px" width={150} height={210} />);
    const img = screen.getByRole('img', { name: 'Front box art of Ico' });
    expect(img.getAttribute('srcset')).toBe('/images/abc?w=160 160w, /images/abc?w=240 240w, /images/abc?w=320 300w');
    expect(img.getAttribute('src')).toBe('/images/abc?w=320');
    expect(img.getAttribute('sizes')).toBe('160px');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['150', '210']);
  });

  it('loads lazily unless it is the largest image of the page, which loads at once and first', () => {
    render(<BoxArt image={image} alt="below the fold" sizes="160px" width={150} height={210} />);
    render(<BoxArt image={image} alt="largest" sizes="160px" width={150} height={210} priority />);
    const below = screen.getByRole('img', { name: 'below the fold' });
    const largest = screen.getByRole('img', { name: 'largest' });
    expect(below.getAttribute('loading')).toBe('lazy');
    expect(below.getAttribute('fetchpriority')).toBe('auto');
    expect(largest.getAttribute('loading')).toBe('eager');
    expect(largest.getAttribute('fetchpriority')).toBe('high');
  });

  it('lists every copy when the upload width is unknown', () => {
    render(<BoxArt image={{ url: '/images/abc' }} alt="art" sizes="160px" width={150} height={210} />);
    expect(screen.getByRole('img').getAttribute('srcset')?.split(', ')).toHaveLength(5);
    expect(screen.getByRole('img').getAttribute('src')).toBe('/images/abc?w=640');
  });
});
