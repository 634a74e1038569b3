/**
 * @generated SignedSource<<30646154ce7981bc55cebb703695bf2f>>
 * @relayHash af92f9f17c0f525f93a38444ab3868d5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1728a6e793f8856d674b8c8615abe56afc4b1f48bb9711a51a7eb8f4e4cd56f3

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DevTalkEditScreenQuery$variables = {
  slug: string;
};
export type DevTalkEditScreenQuery$data = {
  readonly devTalkPost: {
    readonly slug: string;
    readonly title: string;
    readonly " $fragmentSpreads": FragmentRefs<"DevTalkEditor_post" | "DevTalkPostActions_post">;
  } | null | undefined;
};
export type DevTalkEditScreenQuery = {
  response: DevTalkEditScreenQuery$data;
  variables: DevTalkEditScreenQuery$variables;
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
  "name": "slug",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DevTalkEditScreenQuery",
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
          (v3/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DevTalkEditor_post"
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
    "name": "DevTalkEditScreenQuery",
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
          (v3/*:: as any*/),
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
            "name": "content",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "published",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "1728a6e793f8856d674b8c8615abe56afc4b1f48bb9711a51a7eb8f4e4cd56f3",
    "metadata": {},
    "name": "DevTalkEditScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c95ca1ccd60c020a410ca4409079b1cf";

export default node;
