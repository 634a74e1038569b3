/**
 * @generated SignedSource<<4e7336f001ff9e2fb7cdece673b95d16>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MinigamesScreenQuery$variables = Record<PropertyKey, never>;
export type MinigamesScreenQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"useMinigameRecords_user">;
  } | null | undefined;
};
export type MinigamesScreenQuery = {
  response: MinigamesScreenQuery$data;
  variables: MinigamesScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MinigamesScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "useMinigameRecords_user"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MinigamesScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "MinigameResult",
            "kind": "LinkedField",
            "name": "minigameResults",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "game",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "wins",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "losses",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bestScore",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastPlayedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "989e7bdb77ce14a449808a8a65d9a40c",
    "id": null,
    "metadata": {},
    "name": "MinigamesScreenQuery",
    "operationKind": "query",
    "text": "query MinigamesScreenQuery {\n  viewer {\n    id\n    ...useMinigameRecords_user\n  }\n}\n\nfragment useMinigameRecords_user on User {\n  minigameResults {\n    game\n    wins\n    losses\n    bestScore\n    lastPlayedAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "dc3262111a7a2f503e6afb35dcfa38a7";

export default node;
