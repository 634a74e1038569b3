/**
 * @generated SignedSource<<3beeecedfdf86721b045b47758b64edb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountSection_user$data = {
  readonly username: string;
  readonly " $fragmentSpreads": FragmentRefs<"SessionList_user">;
  readonly " $fragmentType": "AccountSection_user";
};
export type AccountSection_user$key = {
  readonly " $data"?: AccountSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountSection_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SessionList_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "01df23f262fdbc0ee86d6f68ecf5d9a4";

export default node;
