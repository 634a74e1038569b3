/**
 * @generated SignedSource<<3d8f97d33c66f3dd673f29f347e6cb3a>>
 * @relayHash bd678653c7a7f40a5c39ed40bdc3066b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f805fe9cc884c28f3440d94bd2682c10d5647168db61060a1de23cfd5ca8756f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useViewerRefreshQuery$variables = Record<PropertyKey, never>;
export type useViewerRefreshQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"useViewer_user">;
  } | null | undefined;
};
export type useViewerRefreshQuery = {
  response: useViewerRefreshQuery$data;
  variables: useViewerRefreshQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useViewerRefreshQuery",
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
    "name": "useViewerRefreshQuery",
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
    "cacheID": "bd678653c7a7f40a5c39ed40bdc3066b",
    "id": "f805fe9cc884c28f3440d94bd2682c10d5647168db61060a1de23cfd5ca8756f",
    "metadata": {},
    "name": "useViewerRefreshQuery",
    "operationKind": "query",
    "text": "query useViewerRefreshQuery {\n  viewer {\n    ...useViewer_user\n    id\n  }\n}\n\nfragment useViewer_user on User {\n  id\n  databaseId\n  username\n  displayName\n  role\n  locale\n}\n"
  }
};

(node as any).hash = "df6304918c6aac267af15e448e24bdc8";

export default node;
