/**
 * @generated SignedSource<<25c660cb93c19e8389b45cdac6323ea1>>
 * @relayHash 164af9b1d35544a724399c8eb3c5cbe6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 259083b01d7a23a7e8be54a44e6c05c02f625c01ffe324d1ad5f32ce9033cd8b

import { ConcreteRequest } from 'relay-runtime';
export type RequestFeedKind = "COMMENTED" | "CREATED" | "MODERATED" | "RESET" | "RESOLVED" | "VOTED" | "%future added value";
export type RequestStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
export type RequestType = "DELETE" | "EDIT" | "%future added value";
export type useRequestFeedSubscription$variables = {
  after?: number | null | undefined;
};
export type useRequestFeedSubscription$data = {
  readonly requestFeed: {
    readonly at: any;
    readonly kind: RequestFeedKind;
    readonly request: {
      readonly approvalPercentage: number | null | undefined;
      readonly databaseId: number;
      readonly gameTitle: string;
      readonly id: string;
      readonly status: RequestStatus;
      readonly submitter: {
        readonly username: string;
      } | null | undefined;
      readonly type: RequestType;
    } | null | undefined;
  };
};
export type useRequestFeedSubscription = {
  response: useRequestFeedSubscription$data;
  variables: useRequestFeedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "after"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "at",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "gameTitle",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "approvalPercentage",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRequestFeedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RequestFeedEvent",
        "kind": "LinkedField",
        "name": "requestFeed",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Request",
            "kind": "LinkedField",
            "name": "request",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "submitter",
                "plural": false,
                "selections": [
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRequestFeedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RequestFeedEvent",
        "kind": "LinkedField",
        "name": "requestFeed",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Request",
            "kind": "LinkedField",
            "name": "request",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "submitter",
                "plural": false,
                "selections": [
                  (v10/*:: as any*/),
                  (v4/*:: as any*/)
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
    "id": "259083b01d7a23a7e8be54a44e6c05c02f625c01ffe324d1ad5f32ce9033cd8b",
    "metadata": {},
    "name": "useRequestFeedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "a312fc49587916e435360adfb442214b";

export default node;
