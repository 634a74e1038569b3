/**
 * @generated SignedSource<<4dcfbe326ae9d92c2ebf477273d1ad5a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WebhookDeliveryStatus = "DELIVERED" | "GAVE_UP" | "PENDING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WebhookDeliveryLog_webhook$data = {
  readonly deliveries: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly attempts: number;
        readonly createdAt: any;
        readonly eventId: string;
        readonly lastError: string | null | undefined;
        readonly lastStatusCode: number | null | undefined;
        readonly nextAttemptAt: any | null | undefined;
        readonly status: WebhookDeliveryStatus;
        readonly type: string;
      };
    }>;
  };
  readonly id: string;
  readonly " $fragmentType": "WebhookDeliveryLog_webhook";
};
export type WebhookDeliveryLog_webhook$key = {
  readonly " $data"?: WebhookDeliveryLog_webhook$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookDeliveryLog_webhook">;
};

import WebhookDeliveryLogPaginationQuery_graphql from './WebhookDeliveryLogPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "deliveries"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 10,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "node"
      ],
      "operation": WebhookDeliveryLogPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "WebhookDeliveryLog_webhook",
  "selections": [
    {
      "alias": "deliveries",
      "args": null,
      "concreteType": "WebhookDeliveriesConnection",
      "kind": "LinkedField",
      "name": "__WebhookDeliveryLog_deliveries_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "WebhookDeliveriesConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "WebhookDelivery",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "eventId",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "type",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "createdAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "status",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "attempts",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "lastStatusCode",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "lastError",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "nextAttemptAt",
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "Webhook",
  "abstractKey": null
};
})();

(node as any).hash = "3861357ae0706c942d9f3926037a3df3";

export default node;
