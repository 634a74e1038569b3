/**
 * @generated SignedSource<<0647beafa56f11ca83e0326603df5c03>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GameFilters_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ConsoleFilter_query">;
  readonly " $fragmentType": "GameFilters_query";
};
export type GameFilters_query$key = {
  readonly " $data"?: GameFilters_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"GameFilters_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GameFilters_query",
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

(node as any).hash = "2f39c3854e0c0c00ad7278d64789e7e1";

export default node;
