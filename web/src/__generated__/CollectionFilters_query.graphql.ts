/**
 * @generated SignedSource<<60c92001f6cbd79b1c73064d5175d576>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CollectionFilters_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ConsoleFilter_query">;
  readonly " $fragmentType": "CollectionFilters_query";
};
export type CollectionFilters_query$key = {
  readonly " $data"?: CollectionFilters_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CollectionFilters_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CollectionFilters_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ConsoleFilter_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "4328c19a9cb25b9e08cca998554c114a";

export default node;
