/**
 * @generated SignedSource<<9a3d940e513e8480fc9b896e69268bd6>>
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
    readonly barcode: string | null | undefined;
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

(node as any).hash = "090c1b628c81aae0f3e637306f740c9b";

export default node;
