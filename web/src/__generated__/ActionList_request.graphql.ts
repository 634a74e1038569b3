/**
 * @generated SignedSource<<3885f9c608c4eb76d2b998f9f8d3fd49>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ModeratorAction = "FORCE_APPROVE" | "FORCE_EXPIRE" | "FORCE_REJECT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ActionList_request$data = {
  readonly actions: ReadonlyArray<{
    readonly action: ModeratorAction;
    readonly createdAt: any;
    readonly id: string;
    readonly moderator: {
      readonly displayName: string | null | undefined;
      readonly username: string;
    } | null | undefined;
  }>;
  readonly " $fragmentType": "ActionList_request";
};
export type ActionList_request$key = {
  readonly " $data"?: ActionList_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"ActionList_request">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ActionList_request",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "RequestAction",
      "kind": "LinkedField",
      "name": "actions",
      "plural": true,
      "selections": [
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
          "name": "action",
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
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "moderator",
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
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Request",
  "abstractKey": null
};

(node as any).hash = "ebfd0080e5beaae6b706687f24e9e2b8";

export default node;
