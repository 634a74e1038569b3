/**
 * @generated SignedSource<<001358e146961bd4ad9c534a1b2dc071>>
 * @relayHash 2719280ed40faf94da8d40a429dad955
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cfa38ea11ca0ae63bb24a8e6b89ba2da430ca60895fd26c01ea144df1b90e5df

import { ConcreteRequest } from 'relay-runtime';
export type FriendshipStatus = "FRIENDS" | "NONE" | "REQUEST_RECEIVED" | "REQUEST_SENT" | "%future added value";
export type FriendRequestIdInput = {
  friendRequestId: string;
};
export type useDeclineFriendRequestMutation$variables = {
  connections: ReadonlyArray<string>;
  input: FriendRequestIdInput;
};
export type useDeclineFriendRequestMutation$data = {
  readonly declineFriendRequest: {
    readonly __typename: string;
    readonly data?: {
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
    };
    readonly message?: string;
  };
};
export type useDeclineFriendRequestMutation = {
  response: useDeclineFriendRequestMutation$data;
  variables: useDeclineFriendRequestMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = [
  (v5/*:: as any*/)
],
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "user",
  "plural": false,
  "selections": [
    (v5/*:: as any*/),
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
      "selections": (v6/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeclineFriendRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "declineFriendRequest",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "FriendshipChange",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FriendRequest",
                    "kind": "LinkedField",
                    "name": "friendRequest",
                    "plural": false,
                    "selections": (v6/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationDeclineFriendRequestSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDeclineFriendRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "declineFriendRequest",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "FriendshipChange",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FriendRequest",
                    "kind": "LinkedField",
                    "name": "friendRequest",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "filters": null,
                        "handle": "deleteEdge",
                        "key": "",
                        "kind": "ScalarHandle",
                        "name": "id",
                        "handleArgs": [
                          {
                            "kind": "Variable",
                            "name": "connections",
                            "variableName": "connections"
                          }
                        ]
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationDeclineFriendRequestSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "cfa38ea11ca0ae63bb24a8e6b89ba2da430ca60895fd26c01ea144df1b90e5df",
    "metadata": {},
    "name": "useDeclineFriendRequestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "04b90aa4e206c53d43a8b959d31c1c0c";

export default node;
