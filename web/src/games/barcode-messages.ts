import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * A games search whose text is twelve or thirteen digits with a wrong check digit (most likely a
 * typing mistake): the catalogue's answer online and the device's offline say it in the same
 * words. A barcode field's own error (forms/problem-text.ts) is worded for the field instead.
 */
export function mistypedBarcodeSearch(search: string): MessageDescriptor {
  return msg`No games found. “${search}” looks like a barcode, but its last digit does not match the others: check it for a typing mistake.`;
}
