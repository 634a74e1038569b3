import os from 'node:os';
import path from 'node:path';
import { E2E_BASE_URL } from '../playwright.config.ts';
import { giveBarcode, writeBarcodeVideo } from './barcodes.ts';
import { expect, test } from './fixtures.ts';

// The camera scanner on Chromium's fake camera, which plays a video of one barcode. Its own file:
// the camera flags need a browser of their own.
const SCANNED = '5901234123457';

const video = path.join(os.tmpdir(), `cv-barcode-${process.pid}.y4m`);
writeBarcodeVideo(video, SCANNED);
test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
});

test('reads the barcode from the camera and opens its version, with no request leaving the site', async ({ page }) => {
  const { gameId, versionId } = await giveBarcode(page.request, 6, SCANNED);
  const outside: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(E2E_BASE_URL) && !r.url().startsWith('data:') && !r.url().startsWith('blob:'))
      outside.push(r.url());
  });
  await page.goto('/games');
  await page.getByRole('button', { name: 'Scan a barcode' }).click();
  await expect(page.getByRole('dialog', { name: 'Scan a barcode' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/games/${gameId}\\?version=${versionId}$`), { timeout: 20_000 });
  await expect(page.getByText(SCANNED, { exact: true })).toBeVisible();
  expect(outside).toEqual([]);
});
