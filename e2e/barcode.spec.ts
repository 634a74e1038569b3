import { giveBarcode } from './barcodes.ts';
import { expect, test } from './fixtures.ts';

// A valid EAN-13 code of its own: a barcode belongs to one version only (the scanner spec has another).
const TYPED = '4006381333931';

test('a barcode typed into the games search opens the version that carries it', async ({ page }) => {
  const { gameId, versionId } = await giveBarcode(page.request, 5, TYPED);
  await page.goto('/games');
  // Pasted as printed under the bars, with spaces.
  await page.getByRole('searchbox', { name: 'Search games by title' }).fill('4 006381 333931');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/games/${gameId}\\?version=${versionId}$`));
  await expect(page.getByText(TYPED, { exact: true })).toBeVisible();
  // The member who scanned can act on the box in hand at once.
  await expect(page.getByRole('button', { name: 'Add to collection' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Want' })).toBeVisible();
});

test('says so when the camera is refused, and closes back to the search', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await page.goto('/games');
  const scan = page.getByRole('button', { name: 'Scan a barcode' });
  await scan.click();
  const dialog = page.getByRole('dialog', { name: 'Scan a barcode' });
  await expect(dialog.getByRole('alert')).toContainText('The camera was not allowed');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(scan).toBeFocused();
});
