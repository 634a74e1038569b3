/**
 * @generated SignedSource<<6505242de0d80a94edf9f2b0682b776e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Region = "NTSC_J" | "NTSC_U" | "OTHER" | "PAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type HistoryEntry_version$data = {
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
  readonly " $fragmentType": "HistoryEntry_version";
};
export type HistoryEntry_version$key = {
  readonly " $data"?: HistoryEntry_version$data;
  readonly " $fragmentSpreads": FragmentRefs<"HistoryEntry_version">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HistoryEntry_version",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "versionId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "region",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "country",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revision",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "releaseDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "developers",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publishers",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "mediumImage",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "frontImage",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "backImage",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "boxArtUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "barcode",
      "storageKey": null
    }
  ],
  "type": "ProposedVersion",
  "abstractKey": null
};
})();

(node as any).hash = "0e179efd523313a93ce5b1c892128c5b";

export default node;
