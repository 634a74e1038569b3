/**
 * @generated SignedSource<<b9233ce821e2baa27ccccb8e637dc1bc>>
 * @relayHash 803a131ae0633d23cf1db23945c474e5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b6053e7e13ce835796227a98b8cc6dcf427a042ffbd8ecd355995cd9873b041d

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CollectionControlTestQuery$variables = Record<PropertyKey, never>;
export type CollectionControlTestQuery$data = {
  readonly version: {
    readonly title: string;
    readonly " $fragmentSpreads": FragmentRefs<"CollectionControl_version">;
  } | null | undefined;
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"useViewer_user">;
  } | null | undefined;
};
export type CollectionControlTestQuery = {
  response: CollectionControlTestQuery$data;
  variables: CollectionControlTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "databaseId",
    "value": 1
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CollectionControlTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "useViewer_user"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Version",
        "kind": "LinkedField",
        "name": "version",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CollectionControl_version"
          }
        ],
        "storageKey": "version(databaseId:1)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CollectionControlTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "locale",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "emailVerified",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Version",
        "kind": "LinkedField",
        "name": "version",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "CollectionItem",
            "kind": "LinkedField",
            "name": "viewerCopies",
            "plural": true,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "WantedVersion",
            "kind": "LinkedField",
            "name": "viewerWants",
            "plural": true,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": "version(databaseId:1)"
      }
    ]
  },
  "params": {
    "cacheID": "803a131ae0633d23cf1db23945c474e5",
    "id": "b6053e7e13ce835796227a98b8cc6dcf427a042ffbd8ecd355995cd9873b041d",
    "metadata": {},
    "name": "CollectionControlTestQuery",
    "operationKind": "query",
    "text": "query CollectionControlTestQuery {\n  viewer {\n    ...useViewer_user\n    id\n  }\n  version(databaseId: 1) {\n    title\n    ...CollectionControl_version\n    id\n  }\n}\n\nfragment CollectionControl_version on Version {\n  id\n  viewerCopies {\n    id\n  }\n  ...WantToggle_version\n}\n\nfragment WantToggle_version on Version {\n  id\n  viewerWants {\n    id\n  }\n}\n\nfragment useViewer_user on User {\n  id\n  databaseId\n  username\n  displayName\n  role\n  locale\n  emailVerified\n}\n"
  }
};
})();

(node as any).hash = "1111c55879a7888752579c23e2d167e9";

export default node;
