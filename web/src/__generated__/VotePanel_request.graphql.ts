/**
 * @generated SignedSource<<7ed3b6872c755aa91beab54d26fea405>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type VoteValue = "APPROVE" | "REJECT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type VotePanel_request$data = {
  readonly id: string;
  readonly viewerCanVote: boolean;
  readonly viewerVote: VoteValue | null | undefined;
  readonly votingOpen: boolean;
  readonly " $fragmentType": "VotePanel_request";
};
export type VotePanel_request$key = {
  readonly " $data"?: VotePanel_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"VotePanel_request">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VotePanel_request",
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
      "name": "votingOpen",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanVote",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerVote",
      "storageKey": null
    }
  ],
  "type": "Request",
  "abstractKey": null
};

(node as any).hash = "2ba8e5188a33f74d8285004587939370";

export default node;
