/**
 * @generated SignedSource<<0903143dde602c10e3aaa0cb172e6172>>
 * @relayHash 776c9d5e73c27f48f1a51925d8a841b8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e1d2a1b5727264783ea53f7fdc256bb71faf2a80b8344845436574cada897ca5

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DevTalkBylineTestQuery$variables = Record<PropertyKey, never>;
export type DevTalkBylineTestQuery$data = {
  readonly node: {
    readonly DevTalkByline_post: {
      readonly " $fragmentSpreads": FragmentRefs<"DevTalkByline_post">;
    } | null | undefined;
  } | null | undefined;
};
export type DevTalkBylineTestQuery = {
  response: DevTalkBylineTestQuery$data;
  variables: DevTalkBylineTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "post1"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DevTalkBylineTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "DevTalkByline_post"
                }
              ],
              "type": "DevTalkPost",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "DevTalkByline_post"
          }
        ],
        "storageKey": "node(id:\"post1\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DevTalkBylineTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "published",
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
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "DevTalkPost",
            "abstractKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": "node(id:\"post1\")"
      }
    ]
  },
  "params": {
    "id": "e1d2a1b5727264783ea53f7fdc256bb71faf2a80b8344845436574cada897ca5",
    "metadata": {},
    "name": "DevTalkBylineTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3932219334207afae3fd808a93681070";

export default node;
