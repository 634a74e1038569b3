/**
 * @generated SignedSource<<d9b8c7602364a4cd839c3f72abdd0c60>>
 * @relayHash 671e61bdaabc3d250eb3127f5ef7fbc7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8367398cc281f9f75187ea59cdf7bcdb375f9a83162ccc0733d38925b5ac4d83

import { ConcreteRequest } from 'relay-runtime';
export type CollectionExportQuery$variables = Record<PropertyKey, never>;
export type CollectionExportQuery$data = {
  readonly viewer: {
    readonly collectionCsv: string | null | undefined;
    readonly id: string;
  } | null | undefined;
};
export type CollectionExportQuery = {
  response: CollectionExportQuery$data;
  variables: CollectionExportQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "name": "collectionCsv",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CollectionExportQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CollectionExportQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "8367398cc281f9f75187ea59cdf7bcdb375f9a83162ccc0733d38925b5ac4d83",
    "metadata": {},
    "name": "CollectionExportQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9481f343335ea12496aa994f4ad7bc22";

export default node;
