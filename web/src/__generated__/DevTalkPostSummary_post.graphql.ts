/**
 * @generated SignedSource<<ae637b7a13ed42a43498fc7c878fc57e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DevTalkPostSummary_post$data = {
  readonly excerpt: string;
  readonly slug: string;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"DevTalkByline_post">;
  readonly " $fragmentType": "DevTalkPostSummary_post";
};
export type DevTalkPostSummary_post$key = {
  readonly " $data"?: DevTalkPostSummary_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"DevTalkPostSummary_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DevTalkPostSummary_post",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "excerpt",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DevTalkByline_post"
    }
  ],
  "type": "DevTalkPost",
  "abstractKey": null
};

(node as any).hash = "0f9fafcc2f67d83b62420e3182006189";

export default node;
