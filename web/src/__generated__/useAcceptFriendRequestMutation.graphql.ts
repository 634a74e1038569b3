/**
 * @generated SignedSource<<0baf8aa0c0d271e476504a1586b33d71>>
 * @relayHash a26809bdfca7ffb9d6b05a798ec8d971
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3275bed14da62e9d8957ca721b58e1de3d1a0279f90806186861f043840ff7f1

import { ConcreteRequest } from 'relay-runtime';
export type FriendshipStatus = "FRIENDS" | "NONE" | "REQUEST_RECEIVED" | "REQUEST_SENT" | "%future added value";
export type FriendRequestIdInput = {
  friendRequestId: string;
};
export type useAcceptFriendRequestMutation$variables = {
  connections: ReadonlyArray<string>;
  input: FriendRequestIdInput;
};
export type useAcceptFriendRequestMutation$data = {
  readonly acceptFriendRequest: {
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
export type useAcceptFriendRequestMutation = {
  response: useAcceptFriendRequestMutation$data;
  variables: useAcceptFriendRequestMutation$variables;
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
    "name": "useAcceptFriendRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "acceptFriendRequest",
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
            "type": "MutationAcceptFriendRequestSuccess",
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
    "name": "useAcceptFriendRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "acceptFriendRequest",
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
            "type": "MutationAcceptFriendRequestSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "3275bed14da62e9d8957ca721b58e1de3d1a0279f90806186861f043840ff7f1",
    "metadata": {},
    "name": "useAcceptFriendRequestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0f7b720a7f7aad5472c0facc7fbebc92";

export default node;
