/**
 * @generated SignedSource<<584c0a1356e5ec56f49d2faab5d59f03>>
 * @relayHash 4b4794eb2e207067973e23f424ca3024
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b48798b72945b61ad92b3da5974dd6d352b84a97f268780b4a5b37787d8b5b71

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminScreenTestQuery$variables = Record<PropertyKey, never>;
export type AdminScreenTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"useViewer_user">;
  } | null | undefined;
};
export type AdminScreenTestQuery = {
  response: AdminScreenTestQuery$data;
  variables: AdminScreenTestQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminScreenTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "useViewer_user"
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
    "name": "AdminScreenTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
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
            "name": "role",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "locale",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4b4794eb2e207067973e23f424ca3024",
    "id": "b48798b72945b61ad92b3da5974dd6d352b84a97f268780b4a5b37787d8b5b71",
    "metadata": {},
    "name": "AdminScreenTestQuery",
    "operationKind": "query",
    "text": "query AdminScreenTestQuery {\n  viewer {\n    ...useViewer_user\n    id\n  }\n}\n\nfragment useViewer_user on User {\n  id\n  databaseId\n  username\n  displayName\n  role\n  locale\n}\n"
  }
};

(node as any).hash = "3be411fc2e11edc916be3c08abd6dcfa";

export default node;
