/**
 * @generated SignedSource<<452ed016fda36c02963799765c41af29>>
 * @relayHash 63e6349e907f66f9f6a5be788a908220
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 31baafb961f99691d0dfbf33e5de0d49b09cedb4ce4dd74e89bca8723b053de2

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RoleControlTestQuery$variables = Record<PropertyKey, never>;
export type RoleControlTestQuery$data = {
  readonly user: {
    readonly " $fragmentSpreads": FragmentRefs<"RoleControl_user">;
  } | null | undefined;
};
export type RoleControlTestQuery = {
  response: RoleControlTestQuery$data;
  variables: RoleControlTestQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RoleControlTestQuery",
    "selections": [
      {
        "alias": "user",
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RoleControl_user"
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
    "name": "RoleControlTestQuery",
    "selections": [
      {
        "alias": "user",
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
            "name": "username",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "31baafb961f99691d0dfbf33e5de0d49b09cedb4ce4dd74e89bca8723b053de2",
    "metadata": {},
    "name": "RoleControlTestQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "8aad36f2ac084963f2df2e218e0069a8";

export default node;
