/**
 * @generated SignedSource<<6766cd21b5904fa4970be23ef0e4e644>>
 * @relayHash 01c215646ce53d16af87d39cd52a00fc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ac03b3968f9dd015850b016118c211f4eb4446b4841c596012612b0c2a3f8aaf

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SimilarGamesLookupQuery$variables = {
  consoleId: string;
  title: string;
};
export type SimilarGamesLookupQuery$data = {
  readonly similarGames: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"SimilarGameList_games">;
  }>;
};
export type SimilarGamesLookupQuery = {
  response: SimilarGamesLookupQuery$data;
  variables: SimilarGamesLookupQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "consoleId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "title"
},
v2 = [
  {
    "kind": "Variable",
    "name": "consoleId",
    "variableName": "consoleId"
  },
  {
    "kind": "Variable",
    "name": "title",
    "variableName": "title"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SimilarGamesLookupQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Game",
        "kind": "LinkedField",
        "name": "similarGames",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SimilarGameList_games"
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SimilarGamesLookupQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Game",
        "kind": "LinkedField",
        "name": "similarGames",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
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
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "firstReleaseDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Console",
            "kind": "LinkedField",
            "name": "console",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ac03b3968f9dd015850b016118c211f4eb4446b4841c596012612b0c2a3f8aaf",
    "metadata": {},
    "name": "SimilarGamesLookupQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d363b52a42aeac71ef3851605a2d6415";

export default node;
