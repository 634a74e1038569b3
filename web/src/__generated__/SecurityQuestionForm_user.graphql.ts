/**
 * @generated SignedSource<<93661c234251ec0b81ee42ace362f9fa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SecurityQuestionForm_user$data = {
  readonly securityQuestion: string | null | undefined;
  readonly " $fragmentType": "SecurityQuestionForm_user";
};
export type SecurityQuestionForm_user$key = {
  readonly " $data"?: SecurityQuestionForm_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"SecurityQuestionForm_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SecurityQuestionForm_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "securityQuestion",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "bb958e358ddc23049a4b5ec25c0a4b16";

export default node;
