/**
 * @generated SignedSource<<78437bd3548df87232a4b3bbb474ede1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type FriendshipStatus = "FRIENDS" | "NONE" | "REQUEST_RECEIVED" | "REQUEST_SENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type FriendButton_user$data = {
  readonly displayName: string | null | undefined;
  readonly id: string;
  readonly username: string;
  readonly viewerFriendRequest: {
    readonly id: string;
  } | null | undefined;
  readonly viewerFriendship: FriendshipStatus;
  readonly " $fragmentType": "FriendButton_user";
};
export type FriendButton_user$key = {
  readonly " $data"?: FriendButton_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"FriendButton_user">;
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
  "name": "FriendButton_user",
  "selections": [
    (v0/*:: as any*/),
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
    },
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
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "03313ecd8919431ab1ab95cbcb3301ef";

export default node;
