/**
 * @generated SignedSource<<53940dfefba6dc9aa7c0c66b4dd427e5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DevTalkEditor_post$data = {
  readonly content: string | null | undefined;
  readonly id: string;
  readonly published: boolean;
  readonly title: string;
  readonly " $fragmentType": "DevTalkEditor_post";
};
export type DevTalkEditor_post$key = {
  readonly " $data"?: DevTalkEditor_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"DevTalkEditor_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DevTalkEditor_post",
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "content",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "published",
      "storageKey": null
    }
  ],
  "type": "DevTalkPost",
  "abstractKey": null
};

(node as any).hash = "52541e6d58788be47a7966410254fa81";

export default node;
