/**
 * @generated SignedSource<<d45fa80065e709047ca148260d80b137>>
 * @relayHash 1a63030370279d0fff66f77263f72bee
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a2f2378ac88550482817f4c16d0f1fae244645b45bd14a85395472facf310828

import { ConcreteRequest } from 'relay-runtime';
export type CompanySuggestionsQuery$variables = {
  first: number;
  search: string;
};
export type CompanySuggestionsQuery$data = {
  readonly companies: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
};
export type CompanySuggestionsQuery = {
  response: CompanySuggestionsQuery$data;
  variables: CompanySuggestionsQuery$variables;
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
    "name": "CompanySuggestionsQuery",
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
    "name": "CompanySuggestionsQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "a2f2378ac88550482817f4c16d0f1fae244645b45bd14a85395472facf310828",
    "metadata": {},
    "name": "CompanySuggestionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1a7580f6be4e6bd6b4d73a4d1a4ccf08";

export default node;
