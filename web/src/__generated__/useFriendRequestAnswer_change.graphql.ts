/**
 * @generated SignedSource<<b434e82e64e4265a07939a36499228f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type FriendshipStatus = "FRIENDS" | "NONE" | "REQUEST_RECEIVED" | "REQUEST_SENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type useFriendRequestAnswer_change$data = {
  readonly friendRequest: {
    readonly id: string;
  } | null | undefined;
  readonly user: {
    readonly id: string;
    readonly viewerFriendRequest: {
      readonly id: string;
    } | null | undefined;
    readonly viewerFriendship: FriendshipStatus;
  };
  readonly " $fragmentType": "useFriendRequestAnswer_change";
};
export type useFriendRequestAnswer_change$key = {
  readonly " $data"?: useFriendRequestAnswer_change$data;
  readonly " $fragmentSpreads": FragmentRefs<"useFriendRequestAnswer_change">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "connections"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "useFriendRequestAnswer_change",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerFriendship",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FriendRequest",
          "kind": "LinkedField",
          "name": "viewerFriendRequest",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FriendRequest",
      "kind": "LinkedField",
      "name": "friendRequest",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "FriendshipChange",
  "abstractKey": null
};
})();

(node as any).hash = "7dd3f91baa1b948baeb5cb1148d69afe";

export default node;
