/**
 * @generated SignedSource<<7135f3aee438c18da978ec5f29f83cd9>>
 * @relayHash 29bce3bfac4e447a63dd2aaf85797c13
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bf4fcf635c629bbb7b70bf21c0796ca57ac2ee39266cac91b36982c5fd8befe1

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeInfoScreenQuery$variables = Record<PropertyKey, never>;
export type ChangeInfoScreenQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"EmailForm_user" | "NameForm_user" | "PasswordForm_user" | "SecurityQuestionForm_user">;
  } | null | undefined;
};
export type ChangeInfoScreenQuery = {
  response: ChangeInfoScreenQuery$data;
  variables: ChangeInfoScreenQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ChangeInfoScreenQuery",
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
            "name": "PasswordForm_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "EmailForm_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "NameForm_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SecurityQuestionForm_user"
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
    "name": "ChangeInfoScreenQuery",
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
            "name": "username",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
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
            "name": "securityQuestion",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "bf4fcf635c629bbb7b70bf21c0796ca57ac2ee39266cac91b36982c5fd8befe1",
    "metadata": {},
    "name": "ChangeInfoScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "b40c6304deba17c843f0e50880fe697d";

export default node;
