/**
 * @generated SignedSource<<f23f405529cdb5cbeed4df5b27af38f4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConsoleManagementQuery$variables = Record<PropertyKey, never>;
export type ConsoleManagementQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ConsoleTable_query">;
};
export type ConsoleManagementQuery = {
  response: ConsoleManagementQuery$data;
  variables: ConsoleManagementQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 200
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ConsoleManagementQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ConsoleTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ConsoleManagementQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "manufacturer",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "releaseDate",
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
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "kind": "ClientExtension",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__id",
                "storageKey": null
              }
            ]
          }
        ],
        "storageKey": "consoles(first:200)"
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "ConsoleTable_consoles",
        "kind": "LinkedHandle",
        "name": "consoles"
      }
    ]
  },
  "params": {
    "cacheID": "578ca7102a690468652563a0ca7b6df1",
    "id": null,
    "metadata": {},
    "name": "ConsoleManagementQuery",
    "operationKind": "query",
    "text": "query ConsoleManagementQuery {\n  ...ConsoleTable_query\n}\n\nfragment ConsoleEditRow_console on Console {\n  id\n  databaseId\n  name\n  manufacturer\n  releaseDate\n}\n\nfragment ConsoleRow_console on Console {\n  name\n  manufacturer\n  releaseDate\n  ...ConsoleEditRow_console\n}\n\nfragment ConsoleTable_query on Query {\n  consoles(first: 200) {\n    edges {\n      node {\n        id\n        ...ConsoleRow_console\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7026018be021b9cb0847db99fc4fffb1";

export default node;
