/**
 * @generated SignedSource<<490d11307c6c049f939bbcb9e05caf47>>
 * @relayHash 87b00959c13ce0c16f15b918a528d074
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ef1ec1e944f72bdc36633bbb7a5d3447dbd047c3bc0f2ba3a59bdbde712ce5fc

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DevTalkPostScreenQuery$variables = {
  slug: string;
};
export type DevTalkPostScreenQuery$data = {
  readonly devTalkPost: {
    readonly published: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"DevTalkArticle_post" | "DevTalkPostActions_post">;
  } | null | undefined;
};
export type DevTalkPostScreenQuery = {
  response: DevTalkPostScreenQuery$data;
  variables: DevTalkPostScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "published",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DevTalkPostScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DevTalkPost",
        "kind": "LinkedField",
        "name": "devTalkPost",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DevTalkArticle_post"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DevTalkPostActions_post"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DevTalkPostScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DevTalkPost",
        "kind": "LinkedField",
        "name": "devTalkPost",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
            "name": "contentHtml",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "publishedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "editedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "author",
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
                "name": "displayName",
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "slug",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ef1ec1e944f72bdc36633bbb7a5d3447dbd047c3bc0f2ba3a59bdbde712ce5fc",
    "metadata": {},
    "name": "DevTalkPostScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "df51bdf2fc7f45d7c029033803842ffd";

export default node;
