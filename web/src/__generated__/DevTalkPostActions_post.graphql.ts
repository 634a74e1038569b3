/**
 * @generated SignedSource<<7620b422c2730a26f515882b89299f27>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DevTalkPostActions_post$data = {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly " $fragmentType": "DevTalkPostActions_post";
};
export type DevTalkPostActions_post$key = {
  readonly " $data"?: DevTalkPostActions_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"DevTalkPostActions_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DevTalkPostActions_post",
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
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    }
  ],
  "type": "DevTalkPost",
  "abstractKey": null
};

(node as any).hash = "bb6c53c45f16bea6b57b8c28c153ba60";

export default node;
