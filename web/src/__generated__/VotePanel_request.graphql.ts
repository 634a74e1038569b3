/**
 * @generated SignedSource<<751691cf62039baa88698153a0586f64>>
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
  readonly submitter: {
    readonly id: string;
  } | null | undefined;
  readonly viewerCanVote: boolean;
  readonly viewerVote: VoteValue | null | undefined;
  readonly votingOpen: boolean;
  readonly " $fragmentType": "VotePanel_request";
};
export type VotePanel_request$key = {
  readonly " $data"?: VotePanel_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"VotePanel_request">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VotePanel_request",
  "selections": [
    (v0/*:: as any*/),
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "submitter",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Request",
  "abstractKey": null
};
})();

(node as any).hash = "2b4be9387739c172c9d89279860c84d1";

export default node;
