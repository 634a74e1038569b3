/**
 * @generated SignedSource<<8a3d3d58f691b3f413fd432abb5e8142>>
 * @relayHash b5023874027808bcbe44c535c894000f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID acede63877c790e451ba16d05716c39ee80b024675dd972faa1337bcae1dcb40

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConsoleManagementTestQuery$variables = Record<PropertyKey, never>;
export type ConsoleManagementTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"useViewer_user">;
  } | null | undefined;
};
export type ConsoleManagementTestQuery = {
  response: ConsoleManagementTestQuery$data;
  variables: ConsoleManagementTestQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ConsoleManagementTestQuery",
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
    "name": "ConsoleManagementTestQuery",
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
    "cacheID": "b5023874027808bcbe44c535c894000f",
    "id": "acede63877c790e451ba16d05716c39ee80b024675dd972faa1337bcae1dcb40",
    "metadata": {},
    "name": "ConsoleManagementTestQuery",
    "operationKind": "query",
    "text": "query ConsoleManagementTestQuery {\n  viewer {\n    ...useViewer_user\n    id\n  }\n}\n\nfragment useViewer_user on User {\n  id\n  databaseId\n  username\n  displayName\n  role\n  locale\n}\n"
  }
};

(node as any).hash = "022113e117ffec8ffa656fec03b9df87";

export default node;
