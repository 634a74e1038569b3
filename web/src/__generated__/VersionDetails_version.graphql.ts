/**
 * @generated SignedSource<<e57704c457333e3622b0b4bcb0771f7a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Region = "NTSC_J" | "NTSC_U" | "OTHER" | "PAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type VersionDetails_version$data = {
  readonly backImage: {
    readonly height: number;
    readonly url: string;
    readonly width: number;
  } | null | undefined;
  readonly barcode: string | null | undefined;
  readonly boxArtUrl: string | null | undefined;
  readonly country: string | null | undefined;
  readonly developers: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"CompanyList_companies">;
  }>;
  readonly frontImage: {
    readonly height: number;
    readonly url: string;
    readonly width: number;
  } | null | undefined;
  readonly mediumImage: {
    readonly height: number;
    readonly url: string;
    readonly width: number;
  };
  readonly publishers: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"CompanyList_companies">;
  }>;
  readonly region: Region;
  readonly releaseDate: any;
  readonly revision: string;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"CollectionControl_version">;
  readonly " $fragmentType": "VersionDetails_version";
};
export type VersionDetails_version$key = {
  readonly " $data"?: VersionDetails_version$data;
  readonly " $fragmentSpreads": FragmentRefs<"VersionDetails_version">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "width",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "height",
    "storageKey": null
  }
],
v1 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "CompanyList_companies"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VersionDetails_version",
  "selections": [
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
      "name": "boxArtUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "barcode",
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
      "concreteType": "Company",
      "kind": "LinkedField",
      "name": "developers",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Company",
      "kind": "LinkedField",
      "name": "publishers",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CollectionControl_version"
    }
  ],
  "type": "Version",
  "abstractKey": null
};
})();

(node as any).hash = "f8c4fa2eae756831e11ba250520365d2";

export default node;
