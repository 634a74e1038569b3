/**
 * @generated SignedSource<<5ad784aa86f7c4c2b8d7ffc8b134d336>>
 * @relayHash 3afdea405e7453a7694054b126b98974
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6a62b381144fdedb9e3e81f879b48faf52ce65cb14f577ebd6b5f0d7cac18599

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FriendRequestItemTestQuery$variables = Record<PropertyKey, never>;
export type FriendRequestItemTestQuery$data = {
  readonly node: {
    readonly FriendRequestItem_request: {
      readonly " $fragmentSpreads": FragmentRefs<"FriendRequestItem_request">;
    } | null | undefined;
  } | null | undefined;
};
export type FriendRequestItemTestQuery = {
  response: FriendRequestItemTestQuery$data;
  variables: FriendRequestItemTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "request1"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
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
  (v1/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FriendRequestItemTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "FriendRequestItem_request"
                }
              ],
              "type": "FriendRequest",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "FriendRequestItem_request"
          }
        ],
        "storageKey": "node(id:\"request1\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FriendRequestItemTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
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
                "selections": (v2/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "to",
                "plural": false,
                "selections": (v2/*:: as any*/),
                "storageKey": null
              }
            ],
            "type": "FriendRequest",
            "abstractKey": null
          }
        ],
        "storageKey": "node(id:\"request1\")"
      }
    ]
  },
  "params": {
    "id": "6a62b381144fdedb9e3e81f879b48faf52ce65cb14f577ebd6b5f0d7cac18599",
    "metadata": {},
    "name": "FriendRequestItemTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "530c2aafcb489e4f653162ee9fff613f";

export default node;
