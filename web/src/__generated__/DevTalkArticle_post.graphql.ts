/**
 * @generated SignedSource<<741e3e82d115027eab88248e1ed8b9ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DevTalkArticle_post$data = {
  readonly contentHtml: string;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"DevTalkByline_post">;
  readonly " $fragmentType": "DevTalkArticle_post";
};
export type DevTalkArticle_post$key = {
  readonly " $data"?: DevTalkArticle_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"DevTalkArticle_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DevTalkArticle_post",
  "selections": [
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
      "name": "contentHtml",
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

(node as any).hash = "b8a0b90bf11e454e1fa1aaeedcbbc301";

export default node;
