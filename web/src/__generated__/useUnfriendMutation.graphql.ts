/**
 * @generated SignedSource<<e3132ad20dd2f39309ed6e242c64e819>>
 * @relayHash 82eb8e2235b2b48f3b098a9c1f0fb6f2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 59602cc92bca695a025afcab27d6f3e3a9b23c73cd493dceefcb9fb7e47e16e7

import { ConcreteRequest } from 'relay-runtime';
export type FriendshipRefusal = "ALREADY_FRIENDS" | "ALREADY_REQUESTED" | "NOT_FRIENDS" | "SELF" | "%future added value";
export type FriendshipStatus = "FRIENDS" | "NONE" | "REQUEST_RECEIVED" | "REQUEST_SENT" | "%future added value";
export type UnfriendInput = {
  userId: string;
};
export type useUnfriendMutation$variables = {
  input: UnfriendInput;
};
export type useUnfriendMutation$data = {
  readonly unfriend: {
    readonly __typename: string;
    readonly data?: {
      readonly user: {
        readonly id: string;
        readonly viewerFriendship: FriendshipStatus;
      };
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
    readonly reason?: FriendshipRefusal;
  };
};
export type useUnfriendMutation = {
  response: useUnfriendMutation$data;
  variables: useUnfriendMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "unfriend",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reason",
            "storageKey": null
          }
        ],
        "type": "FriendshipError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fieldErrors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "code",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
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
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
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
                    "name": "viewerFriendship",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationUnfriendSuccess",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUnfriendMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUnfriendMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "59602cc92bca695a025afcab27d6f3e3a9b23c73cd493dceefcb9fb7e47e16e7",
    "metadata": {},
    "name": "useUnfriendMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "aaeb187c5a237b2974fac26f02bc0dd4";

export default node;
