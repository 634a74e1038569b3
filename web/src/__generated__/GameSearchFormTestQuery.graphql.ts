/**
 * @generated SignedSource<<d92f07a23a3f3034e577f215f0cb878d>>
 * @relayHash d7a3b6fc323aab6153c9ed6a2ef27c22
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 442314862dcd8eaae3a49c8cffce5702e8b265e81a3753192246aecb90037819

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GameSearchFormTestQuery$variables = {
  companyIds: ReadonlyArray<string>;
};
export type GameSearchFormTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"GameSearchForm_query">;
};
export type GameSearchFormTestQuery = {
  response: GameSearchFormTestQuery$data;
  variables: GameSearchFormTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "companyIds"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "GameSearchFormTestQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "companyIds",
            "variableName": "companyIds"
          }
        ],
        "kind": "FragmentSpread",
        "name": "GameSearchForm_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GameSearchFormTestQuery",
    "selections": [
      {
        "alias": "chosenCompanies",
        "args": [
          {
            "kind": "Variable",
            "name": "ids",
            "variableName": "companyIds"
          }
        ],
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/)
            ],
            "type": "Company",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
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
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
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
    "id": "442314862dcd8eaae3a49c8cffce5702e8b265e81a3753192246aecb90037819",
    "metadata": {},
    "name": "GameSearchFormTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "52d6f08e1467e99aadc497c096d26c97";

export default node;
