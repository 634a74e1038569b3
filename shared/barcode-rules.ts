// Barcodes on game boxes: EAN-13 (Europe, Japan) and UPC-A (North America). A UPC-A code is the
// EAN-13 code with a leading 0, so both are kept in their 13-digit form: the same box scanned as
// either is one barcode, and "unique per version" holds across the two spellings.
// Plain values only, no zod: the games search on the first page imports this module.

export const BARCODE_PROBLEMS = {
  invalidBarcode: 'Barcode must be an EAN-13 or UPC-A code (12 or 13 digits with a valid check digit)',
  barcodeCheckDigit: "The barcode's last digit (its check digit) does not match the others",
  barcodeInUse: 'This barcode already belongs to another version',
} as const;

/** Spaces and hyphens people type or paste between digit groups ("0 45496 42090 1"). */
const SEPARATORS = /[\s-]+/g;

/** The digits of an EAN-13 code (UPC-A gets its leading 0), or null when the text is no valid code. */
export function normaliseBarcode(text: string): string | null {
  const digits = text.replace(SEPARATORS, '');
  if (!/^\d{12,13}$/.test(digits)) return null;
  const ean = digits.length === 12 ? `0${digits}` : digits;
  return hasValidCheckDigit(ean) ? ean : null;
}

/** True when the text looks like someone typed a barcode (so a search should look one up). */
export function looksLikeBarcode(text: string): boolean {
  return /^\d{12,13}$/.test(text.replace(SEPARATORS, ''));
}

/**
 * Why a text is no barcode: not 12 or 13 digits, or the right length with a check digit that does
 * not match (a typing mistake, so it gets its own words); null for a valid code.
 */
export function barcodeProblem(text: string): 'invalidBarcode' | 'barcodeCheckDigit' | null {
  if (!looksLikeBarcode(text)) return 'invalidBarcode';
  return normaliseBarcode(text) === null ? 'barcodeCheckDigit' : null;
}

/** GS1 check digit: weights 1 and 3 alternate from the left over the first twelve digits. */
function hasValidCheckDigit(ean: string): boolean {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(ean[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === Number(ean[12]);
}
