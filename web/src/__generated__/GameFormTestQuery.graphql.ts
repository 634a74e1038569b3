/**
 * @generated SignedSource<<87c606427209153b3f1aac8a2ab306b1>>
 * @relayHash 726b68a889597ef4ac69e7f8c9e2f62d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 61731e6e7e50f2961e1ca95bda3a000f011eab9036eacf509c512925fd710c3e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GameFormTestQuery$variables = Record<PropertyKey, never>;
export type GameFormTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"GameForm_query">;
};
export type GameFormTestQuery = {
  response: GameFormTestQuery$data;
  variables: GameFormTestQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "GameFormTestQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "GameForm_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "GameFormTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "QueryConsolesConnection",
        "kind": "LinkedField",
        "name": "consoles",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryConsolesConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Console",
                "kind": "LinkedField",
                "name": "node",
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
                    "name": "databaseId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "manufacturer",
                    "storageKey": null
                  }
                ],
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
    "id": "61731e6e7e50f2961e1ca95bda3a000f011eab9036eacf509c512925fd710c3e",
    "metadata": {},
    "name": "GameFormTestQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "5f9cc5080140cc7da01bfd3484874a8c";

export default node;
