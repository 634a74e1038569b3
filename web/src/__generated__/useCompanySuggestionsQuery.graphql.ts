/**
 * @generated SignedSource<<27142012ecdf39974b4dd7bb9cc68214>>
 * @relayHash 963fdbca23461291d1f59094985ff24e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2a72507146ab8bb84e7d50f391ba8e3ffbf0a932c83f3ed9cd5fd3269dec7b73

import { ConcreteRequest } from 'relay-runtime';
export type useCompanySuggestionsQuery$variables = {
  first: number;
  search: string;
};
export type useCompanySuggestionsQuery$data = {
  readonly companies: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
};
export type useCompanySuggestionsQuery = {
  response: useCompanySuggestionsQuery$data;
  variables: useCompanySuggestionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "Company",
    "kind": "LinkedField",
    "name": "companies",
    "plural": true,
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
        "name": "name",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCompanySuggestionsQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useCompanySuggestionsQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "2a72507146ab8bb84e7d50f391ba8e3ffbf0a932c83f3ed9cd5fd3269dec7b73",
    "metadata": {},
    "name": "useCompanySuggestionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e11b0d709b8c6eb3b98b6d148c2f8592";

export default node;
