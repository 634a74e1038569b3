/**
 * @generated SignedSource<<aab9cf30f6e67924d6b74ad4a4f97336>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type Region = "NTSC_J" | "NTSC_U" | "OTHER" | "PAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProposalDiff_game$data = {
  readonly console: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly title: string;
  readonly versions: ReadonlyArray<{
    readonly backImage: {
      readonly id: string;
      readonly url: string;
    } | null | undefined;
    readonly boxArtUrl: string | null | undefined;
    readonly country: string | null | undefined;
    readonly developers: ReadonlyArray<string>;
    readonly frontImage: {
      readonly id: string;
      readonly url: string;
    } | null | undefined;
    readonly mediumImage: {
      readonly id: string;
      readonly url: string;
    } | null | undefined;
    readonly publishers: ReadonlyArray<string>;
    readonly region: Region;
    readonly releaseDate: any;
    readonly revision: string;
    readonly title: string;
    readonly versionId: number | null | undefined;
  }>;
  readonly " $fragmentType": "ProposalDiff_game";
};
export type ProposalDiff_game$key = {
  readonly " $data"?: ProposalDiff_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProposalDiff_game">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "ProposalDiff_game"
};

(node as any).hash = "7a877ede0c2d3d8d0311641d1cba7472";

export default node;
