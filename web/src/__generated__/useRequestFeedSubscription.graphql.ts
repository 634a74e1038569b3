/**
 * @generated SignedSource<<d90a07a0bc7dca12ed4a565406517bf8>>
 * @relayHash 814b8038c25918f8af86c745b0ef33ea
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bf81645542d316a1619599e45747d64b561e3f8f954a30e7ec33a61a2ed67bd5

import { ConcreteRequest } from 'relay-runtime';
export type RequestFeedKind = "COMMENTED" | "CREATED" | "MODERATED" | "RESET" | "RESOLVED" | "VOTED" | "%future added value";
export type RequestStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
export type RequestType = "DELETE" | "EDIT" | "%future added value";
export type useRequestFeedSubscription$variables = Record<PropertyKey, never>;
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
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "at",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "gameTitle",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "approvalPercentage",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useRequestFeedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RequestFeedEvent",
        "kind": "LinkedField",
        "name": "requestFeed",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Request",
            "kind": "LinkedField",
            "name": "request",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "submitter",
                "plural": false,
                "selections": [
                  (v8/*:: as any*/)
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useRequestFeedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RequestFeedEvent",
        "kind": "LinkedField",
        "name": "requestFeed",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Request",
            "kind": "LinkedField",
            "name": "request",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "submitter",
                "plural": false,
                "selections": [
                  (v8/*:: as any*/),
                  (v2/*:: as any*/)
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
    "cacheID": "814b8038c25918f8af86c745b0ef33ea",
    "id": "bf81645542d316a1619599e45747d64b561e3f8f954a30e7ec33a61a2ed67bd5",
    "metadata": {},
    "name": "useRequestFeedSubscription",
    "operationKind": "subscription",
    "text": "subscription useRequestFeedSubscription {\n  requestFeed {\n    kind\n    at\n    request {\n      id\n      databaseId\n      gameTitle\n      type\n      status\n      approvalPercentage\n      submitter {\n        username\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ba63226500be015587aa04db746ec79a";

export default node;
