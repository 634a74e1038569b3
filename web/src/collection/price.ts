/** A price kept in hundredths, in the reader's format: "€19.99", "¥3,000". */
export function formatPrice(locale: string, cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
  } catch {
    // A code Intl does not know: still a readable amount.
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

/** "19.99" or "19,99" typed in the form → 1999; blank → null; anything else → NaN (the rules say why). */
export function priceToCents(text: string): number | null {
  const value = text.trim().replace(',', '.');
  if (value === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return Number.NaN;
  return Math.round(Number(value) * 100);
}

export function centsToPrice(cents: number | null | undefined): string {
  return cents == null ? '' : (cents / 100).toFixed(2);
}
