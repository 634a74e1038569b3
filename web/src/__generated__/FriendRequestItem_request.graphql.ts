/**
 * @generated SignedSource<<48ae4806a6aa8f053df5eea8d77d51b8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FriendRequestItem_request$data = {
  readonly createdAt: any;
  readonly from: {
    readonly displayName: string | null | undefined;
    readonly username: string;
  };
  readonly id: string;
  readonly message: string | null | undefined;
  readonly to: {
    readonly displayName: string | null | undefined;
    readonly username: string;
  };
  readonly " $fragmentType": "FriendRequestItem_request";
};
export type FriendRequestItem_request$key = {
  readonly " $data"?: FriendRequestItem_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"FriendRequestItem_request">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "username",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "displayName",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FriendRequestItem_request",
  "selections": [
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
      "name": "message",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "from",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "to",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "FriendRequest",
  "abstractKey": null
};
})();

(node as any).hash = "59c0b70ff63c583189c0a13ab692d3ac";

export default node;
