/**
 * @generated SignedSource<<98427bf7caa81bed6bff1b85470c92c7>>
 * @relayHash c46dfd116be57b611c622c22f94631d0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1248b371a724db898b5c3eb6b7672c6a90280fb8d1aa5a9e3180c8e5dde29d9a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CollectorLevelTestQuery$variables = Record<PropertyKey, never>;
export type CollectorLevelTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"CollectorLevel_user">;
  } | null | undefined;
};
export type CollectorLevelTestQuery = {
  response: CollectorLevelTestQuery$data;
  variables: CollectorLevelTestQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CollectorLevelTestQuery",
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
            "name": "CollectorLevel_user"
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
    "name": "CollectorLevelTestQuery",
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
            "concreteType": "CollectorLevelProgress",
            "kind": "LinkedField",
            "name": "collectorLevel",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "level",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rank",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "copies",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "levelStart",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nextLevel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nextLevelAt",
                "storageKey": null
              }
            ],
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
    "id": "1248b371a724db898b5c3eb6b7672c6a90280fb8d1aa5a9e3180c8e5dde29d9a",
    "metadata": {},
    "name": "CollectorLevelTestQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "eeed8d6a0579437fa6491b044876566d";

export default node;
