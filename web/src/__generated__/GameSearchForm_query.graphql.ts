/**
 * @generated SignedSource<<ca4fc82115feb4894a5e8428287407a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GameSearchForm_query$data = {
  readonly chosenCompanies: ReadonlyArray<{
    readonly id: string;
    readonly name?: string;
  } | null | undefined>;
  readonly " $fragmentSpreads": FragmentRefs<"GameFilters_query">;
  readonly " $fragmentType": "GameSearchForm_query";
};
export type GameSearchForm_query$key = {
  readonly " $data"?: GameSearchForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"GameSearchForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": [],
      "kind": "LocalArgument",
      "name": "companyIds"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "GameSearchForm_query",
  "selections": [
    {
      "alias": "chosenCompanies",
      "args": [
        {
          "kind": "Variable",
          "name": "ids",
          "variableName": "companyIds"
        }
      ],
      "concreteType": null,
      "kind": "LinkedField",
      "name": "nodes",
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
          "kind": "InlineFragment",
          "selections": [
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
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "GameFilters_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "8cf841e1267e08a2b1b4929dc2f18535";

export default node;
