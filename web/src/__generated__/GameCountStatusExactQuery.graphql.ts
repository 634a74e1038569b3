/**
 * @generated SignedSource<<cb30c4f8f6a9a51d2560b34f9e06c87e>>
 * @relayHash c5ddcd5cdd1f1871dc9af9e68d56c9ab
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e5bd91c75fcf881c6ca918f981a594b666ca6d1b8fb499b9154f3245f3975128

import { ConcreteRequest } from 'relay-runtime';
export type Region = "NTSC_J" | "NTSC_U" | "OTHER" | "PAL" | "%future added value";
export type GameCountStatusExactQuery$variables = {
  consoleId?: string | null | undefined;
  developerId?: string | null | undefined;
  publisherId?: string | null | undefined;
  region?: Region | null | undefined;
  releasedFrom?: number | null | undefined;
  releasedTo?: number | null | undefined;
  search?: string | null | undefined;
};
export type GameCountStatusExactQuery$data = {
  readonly games: {
    readonly totalCount: number;
  };
};
export type GameCountStatusExactQuery = {
  response: GameCountStatusExactQuery$data;
  variables: GameCountStatusExactQuery$variables;
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
  "name": "developerId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "publisherId"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "region"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "releasedFrom"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "releasedTo"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v7 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "consoleId",
        "variableName": "consoleId"
      },
      {
        "kind": "Variable",
        "name": "developerId",
        "variableName": "developerId"
      },
      {
        "kind": "Literal",
        "name": "first",
        "value": 1
      },
      {
        "kind": "Variable",
        "name": "publisherId",
        "variableName": "publisherId"
      },
      {
        "kind": "Variable",
        "name": "region",
        "variableName": "region"
      },
      {
        "kind": "Variable",
        "name": "releasedFrom",
        "variableName": "releasedFrom"
      },
      {
        "kind": "Variable",
        "name": "releasedTo",
        "variableName": "releasedTo"
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "GamesConnection",
    "kind": "LinkedField",
    "name": "games",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalCount",
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
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "GameCountStatusExactQuery",
    "selections": (v7/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v6/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "GameCountStatusExactQuery",
    "selections": (v7/*:: as any*/)
  },
  "params": {
    "id": "e5bd91c75fcf881c6ca918f981a594b666ca6d1b8fb499b9154f3245f3975128",
    "metadata": {},
    "name": "GameCountStatusExactQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9cd9ab16b10c52cdcca400d12c638a00";

export default node;
