/**
 * @generated SignedSource<<5d9fbc1dda9220f0c1c9ae446a70c856>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompanyList_companies$data = ReadonlyArray<{
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "CompanyList_companies";
}>;
export type CompanyList_companies$key = ReadonlyArray<{
  readonly " $data"?: CompanyList_companies$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyList_companies">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "CompanyList_companies",
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
      "name": "name",
      "storageKey": null
    }
  ],
  "type": "Company",
  "abstractKey": null
};

(node as any).hash = "82dc67a6d0c026f89b0c89c08ed554ec";

export default node;
