import { describe, expect, it } from 'vitest';
import { barcodeProblem, looksLikeBarcode, normaliseBarcode } from './barcode-rules.ts';

describe('normaliseBarcode', () => {
  it('keeps a valid EAN-13 code', () => {
    expect(normaliseBarcode('4006381333931')).toBe('4006381333931');
  });

  it('turns a valid UPC-A code into its EAN-13 form', () => {
    expect(normaliseBarcode('036000291452')).toBe('0036000291452');
  });

  it('accepts the spaces and hyphens printed between digit groups', () => {
    expect(normaliseBarcode(' 4 006381-333931 ')).toBe('4006381333931');
  });

  it.each([
    ['a wrong check digit', '4006381333932'],
    ['a wrong UPC-A check digit', '036000291453'],
    ['too few digits', '40063813339'],
    ['too many digits', '40063813339310'],
    ['letters', '40063813339A1'],
    ['nothing', ''],
  ])('refuses %s', (_, text) => {
    expect(normaliseBarcode(text)).toBeNull();
  });
});

describe('looksLikeBarcode', () => {
  it('is true for 12 or 13 digits, valid or not', () => {
    expect(looksLikeBarcode('4006381333932')).toBe(true);
    expect(looksLikeBarcode('036000291452')).toBe(true);
  });

  it('is false for titles and short numbers', () => {
    expect(looksLikeBarcode('Tetris')).toBe(false);
    expect(looksLikeBarcode('1942')).toBe(false);
  });
});

describe('barcodeProblem', () => {
  it('names a wrong check digit apart from text that is no barcode at all', () => {
    expect(barcodeProblem('0850512306854')).toBe('barcodeCheckDigit');
    expect(barcodeProblem('036000291453')).toBe('barcodeCheckDigit');
    expect(barcodeProblem('12345')).toBe('invalidBarcode');
    expect(barcodeProblem('Tetris')).toBe('invalidBarcode');
    expect(barcodeProblem('4006381333931')).toBeNull();
  });
});
