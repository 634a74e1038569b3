/**
 * @generated SignedSource<<88bf32971095951d12116cf1a508382c>>
 * @relayHash 2373c0034b77289710cab337c37c9e54
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6c20b83267c9d8767aa6eb6695000d0f54a443ec874c089491da971befaa78f3

import { ConcreteRequest } from 'relay-runtime';
export type FriendshipStatus = "FRIENDS" | "NONE" | "REQUEST_RECEIVED" | "REQUEST_SENT" | "%future added value";
export type FriendRequestIdInput = {
  friendRequestId: string;
};
export type useCancelFriendRequestMutation$variables = {
  connections: ReadonlyArray<string>;
  input: FriendRequestIdInput;
};
export type useCancelFriendRequestMutation$data = {
  readonly cancelFriendRequest: {
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
export type useCancelFriendRequestMutation = {
  response: useCancelFriendRequestMutation$data;
  variables: useCancelFriendRequestMutation$variables;
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
    "name": "useCancelFriendRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "cancelFriendRequest",
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
            "type": "MutationCancelFriendRequestSuccess",
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
    "name": "useCancelFriendRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "cancelFriendRequest",
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
            "type": "MutationCancelFriendRequestSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "6c20b83267c9d8767aa6eb6695000d0f54a443ec874c089491da971befaa78f3",
    "metadata": {},
    "name": "useCancelFriendRequestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1ba5744261727e6e1cc14c7d6fd1c7ea";

export default node;
