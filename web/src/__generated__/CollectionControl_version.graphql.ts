/**
 * @generated SignedSource<<b84d675396a5a513ff16aec758c0985f>>
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
    }
  ],
  "type": "Version",
  "abstractKey": null
};
})();

(node as any).hash = "528fbb23b5682249c15c20f1c9ba9b00";

export default node;
