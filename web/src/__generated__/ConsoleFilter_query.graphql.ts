/**
 * @generated SignedSource<<8b3a765d3cc03607e4c838309d12f060>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConsoleFilter_query$data = {
  readonly consoles: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly manufacturer: string;
        readonly name: string;
      };
    }>;
  };
  readonly " $fragmentType": "ConsoleFilter_query";
};
export type ConsoleFilter_query$key = {
  readonly " $data"?: ConsoleFilter_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConsoleFilter_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConsoleFilter_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "QueryConsolesConnection",
      "kind": "LinkedField",
      "name": "consoles",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "QueryConsolesConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Console",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "manufacturer",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "bfc267b1faba99703db80fbd28e05918";

export default node;
