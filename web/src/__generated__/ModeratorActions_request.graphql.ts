/**
 * @generated SignedSource<<395cbfb8d998480c832ca081586a8606>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RequestStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ModeratorActions_request$data = {
  readonly id: string;
  readonly resetCount: number;
  readonly status: RequestStatus;
  readonly " $fragmentType": "ModeratorActions_request";
};
export type ModeratorActions_request$key = {
  readonly " $data"?: ModeratorActions_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"ModeratorActions_request">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ModeratorActions_request",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "resetCount",
      "storageKey": null
    }
  ],
  "type": "Request",
  "abstractKey": null
};

(node as any).hash = "cd80546dfb3dd45a130cdc472d219ee3";

export default node;
