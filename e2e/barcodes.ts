// Barcodes in e2e: a version given one the community's way, and a video file for Chromium's fake camera (--use-file-for-fake-video-capture) showing one EAN-13
// barcode: the scanner's whole path (camera, frames, WebAssembly decoder) runs on it in e2e.
// Y4M is raw frames, so the bars are drawn here from the EAN-13 tables rather than encoded.
import { writeFileSync } from 'node:fs';
import { request as requestContexts, type APIRequestContext } from '@playwright/test';
import { E2E_BASE_URL } from '../playwright.config.ts';
import { graphqlThroughApi, logInAsAdmin, signUpThroughApi } from './accounts.ts';
import { expect } from './fixtures.ts';

const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const G = L.map((code) =>
  [...code]
    .map((bit) => (bit === '1' ? '0' : '1'))
    .reverse()
    .join(''),
);
const R = L.map((code) => [...code].map((bit) => (bit === '1' ? '0' : '1')).join(''));
// Which of the left six digits use the G table, chosen by the first digit.
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

/** The 95 modules of an EAN-13 code, '1' for a bar. */
export function ean13Modules(code: string): string {
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0]!]!;
  const left = digits
    .slice(1, 7)
    .map((digit, i) => (parity[i] === 'L' ? L : G)[digit])
    .join('');
  const right = digits
    .slice(7)
    .map((digit) => R[digit])
    .join('');
  return `101${left}01010${right}101`;
}

/** Writes `frames` identical 640×480 frames of the code, black on white, to `file`. */
export function writeBarcodeVideo(file: string, code: string, frames = 30): void {
  const width = 640;
  const height = 480;
  const modules = ean13Modules(code);
  const moduleWidth = 5;
  const left = Math.floor((width - modules.length * moduleWidth) / 2);
  const luma = Buffer.alloc(width * height, 255);
  for (let y = 120; y < 360; y += 1) {
    for (let m = 0; m < modules.length; m += 1) {
      if (modules[m] === '1')
        luma.fill(0, y * width + left + m * moduleWidth, y * width + left + (m + 1) * moduleWidth);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}

/**
 * Gives the first version of a seeded game (by position in title order) a barcode the way the
 * community would: a member's edit request, force-approved by the administrator.
 */
export async function giveBarcode(request: APIRequestContext, index: number, barcode: string) {
  await signUpThroughApi(request);
  const { games } = await graphqlThroughApi<any>(
    request,
    `{ games(first: 10, orderBy: TITLE) { edges { node { id databaseId title console { id }
        versions { id databaseId title region country revision releaseDate boxArtUrl barcode
          developers { name } publishers { name } mediumImage { id } frontImage { id } backImage { id } } } } } }`,
  );
  const game = games.edges[index].node;
  const versions = game.versions.map((v: any, i: number) => ({
    id: v.id,
    title: v.title,
    region: v.region,
    country: v.country,
    revision: v.revision,
    releaseDate: v.releaseDate,
    boxArtUrl: v.boxArtUrl,
    barcode: i === 0 ? barcode : v.barcode,
    developers: v.developers.map((c: any) => c.name),
    publishers: v.publishers.map((c: any) => c.name),
    mediumImageId: v.mediumImage?.id ?? null,
    frontImageId: v.frontImage?.id ?? null,
    backImageId: v.backImage?.id ?? null,
  }));
  const { submitEditRequest } = await graphqlThroughApi<any>(
    request,
    `mutation ($input: SubmitEditRequestInput!) { submitEditRequest(input: $input) {
        __typename ... on MutationSubmitEditRequestSuccess { data { id } } } }`,
    {
      input: {
        gameId: game.id,
        game: { title: game.title, consoleId: game.console.id, versions },
        reason: 'The barcode printed on the box',
      },
    },
  );
  expect(submitEditRequest.__typename).toBe('MutationSubmitEditRequestSuccess');
  const admin = await requestContexts.newContext({ baseURL: E2E_BASE_URL });
  try {
    await logInAsAdmin(admin);
    const { moderateRequest } = await graphqlThroughApi<any>(
      admin,
      `mutation ($input: ModerateRequestInput!) { moderateRequest(input: $input) { __typename } }`,
      { input: { requestId: submitEditRequest.data.id, action: 'FORCE_APPROVE' } },
    );
    expect(moderateRequest.__typename).toBe('MutationModerateRequestSuccess');
  } finally {
    await admin.dispose();
  }
  return { gameId: game.databaseId as number, versionId: game.versions[0].databaseId as number };
}
