/**
 * @generated SignedSource<<7a4f714b448ccc2e43ed1cb66dbe78a2>>
 * @relayHash 23b6e503d40d34af3e92db5235739d7b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6ebf4a5037dcdc4b9cb42efa4f66b2136e8bddbe7ab1e6d10f8d9c3a9c0d1739

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AddGameScreenQuery$variables = Record<PropertyKey, never>;
export type AddGameScreenQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"GameForm_query">;
};
export type AddGameScreenQuery = {
  response: AddGameScreenQuery$data;
  variables: AddGameScreenQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AddGameScreenQuery",
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
    "name": "AddGameScreenQuery",
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
    "id": "6ebf4a5037dcdc4b9cb42efa4f66b2136e8bddbe7ab1e6d10f8d9c3a9c0d1739",
    "metadata": {},
    "name": "AddGameScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "036bb6df0e3673e023f84876018562ec";

export default node;
