/**
 * @generated SignedSource<<dca2162799ba359f26af88c2d2fa79c6>>
 * @relayHash fce3bb4ac8916b6095c2486ac15cf64d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 26c4eaf1ff732737962bc7e4f727b3b2f5c712ea8c0a97e3e84a34268db43248

import { ConcreteRequest } from 'relay-runtime';
export type CopyCondition = "FAIR" | "GOOD" | "MINT" | "POOR" | "SEALED" | "VERY_GOOD" | "%future added value";
export type AddToCollectionInput = {
  acquiredOn?: any | null | undefined;
  clientId?: string | null | undefined;
  condition?: CopyCondition | null | undefined;
  currency?: string | null | undefined;
  forTrade?: boolean | null | undefined;
  hasBox?: boolean | null | undefined;
  hasManual?: boolean | null | undefined;
  hasMedium?: boolean | null | undefined;
  notes?: string | null | undefined;
  otherInserts?: string | null | undefined;
  pricePaidCents?: number | null | undefined;
  versionId: string;
};
export type useAddToCollectionMutation$variables = {
  input: AddToCollectionInput;
};
export type useAddToCollectionMutation$data = {
  readonly addToCollection: {
    readonly __typename: string;
    readonly data?: {
      readonly item: {
        readonly id: string;
      };
      readonly version: {
        readonly id: string;
        readonly viewerCopies: ReadonlyArray<{
          readonly id: string;
        }>;
      };
    };
    readonly message?: string;
  };
};
export type useAddToCollectionMutation = {
  response: useAddToCollectionMutation$data;
  variables: useAddToCollectionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
],
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "addToCollection",
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
            "concreteType": "AddToCollectionPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "CollectionItem",
                "kind": "LinkedField",
                "name": "item",
                "plural": false,
                "selections": (v2/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Version",
                "kind": "LinkedField",
                "name": "version",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CollectionItem",
                    "kind": "LinkedField",
                    "name": "viewerCopies",
                    "plural": true,
                    "selections": (v2/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationAddToCollectionSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useAddToCollectionMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAddToCollectionMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "26c4eaf1ff732737962bc7e4f727b3b2f5c712ea8c0a97e3e84a34268db43248",
    "metadata": {},
    "name": "useAddToCollectionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "561395718acc65e0bf31ef2c200bde7f";

export default node;
