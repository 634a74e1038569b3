/**
 * @generated SignedSource<<7a593e533c18f3451e5a9a1e6e44e38e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CollectionControl_version$data = {
  readonly id: string;
  readonly viewerCopies: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"WantToggle_version">;
  readonly " $fragmentType": "CollectionControl_version";
};
export type CollectionControl_version$key = {
  readonly " $data"?: CollectionControl_version$data;
  readonly " $fragmentSpreads": FragmentRefs<"CollectionControl_version">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CollectionControl_version",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "CollectionItem",
      "kind": "LinkedField",
      "name": "viewerCopies",
      "plural": true,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "WantToggle_version"
    }
  ],
  "type": "Version",
  "abstractKey": null
};
})();

(node as any).hash = "5bc2065d6b38ce719f65170c3a54d8c6";

export default node;
