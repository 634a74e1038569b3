/**
 * @generated SignedSource<<010527073c3cc21afc50444a1a9e5ef9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WantToggle_version$data = {
  readonly id: string;
  readonly viewerWants: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly " $fragmentType": "WantToggle_version";
};
export type WantToggle_version$key = {
  readonly " $data"?: WantToggle_version$data;
  readonly " $fragmentSpreads": FragmentRefs<"WantToggle_version">;
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
  "name": "WantToggle_version",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "WantedVersion",
      "kind": "LinkedField",
      "name": "viewerWants",
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

(node as any).hash = "94b66ded8495cb7297d9e6c34068d56c";

export default node;
