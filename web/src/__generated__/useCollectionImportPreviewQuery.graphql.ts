/**
 * @generated SignedSource<<456f5d2f68f355ec8f5fcf7701288b42>>
 * @relayHash a94cfa49289785ea9ff231fa0093962d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6461f5ae60023c7956fe411a0501685f4338459a53c0f2ffee77f39224e3327a

import { ConcreteRequest } from 'relay-runtime';
export type ImportRowStatus = "ALREADY_IMPORTED" | "AMBIGUOUS" | "INVALID" | "MATCHED" | "UNKNOWN" | "%future added value";
export type Region = "NTSC_J" | "NTSC_U" | "OTHER" | "PAL" | "%future added value";
export type CollectionImportInput = {
  columns: ReadonlyArray<string>;
  rows: ReadonlyArray<CollectionImportRowInput>;
};
export type CollectionImportRowInput = {
  cells: ReadonlyArray<string>;
  line: number;
};
export type useCollectionImportPreviewQuery$variables = {
  input: CollectionImportInput;
};
export type useCollectionImportPreviewQuery$data = {
  readonly previewCollectionImport: {
    readonly __typename: "CollectionImportPreview";
    readonly rows: ReadonlyArray<{
      readonly candidates: ReadonlyArray<{
        readonly console: string;
        readonly gameTitle: string;
        readonly region: Region;
        readonly releaseDate: any;
        readonly versionId: string;
        readonly versionTitle: string;
      }>;
      readonly line: number;
      readonly problems: ReadonlyArray<{
        readonly code: string;
        readonly column: string;
        readonly message: string;
      }>;
      readonly status: ImportRowStatus;
    }>;
  } | {
    readonly __typename: "ValidationError";
    readonly fieldErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useCollectionImportPreviewQuery = {
  response: useCollectionImportPreviewQuery$data;
  variables: useCollectionImportPreviewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "previewCollectionImport",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CollectionImportRow",
            "kind": "LinkedField",
            "name": "rows",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "line",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ImportCandidate",
                "kind": "LinkedField",
                "name": "candidates",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "versionId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "gameTitle",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "console",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "region",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "versionTitle",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "releaseDate",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ImportProblem",
                "kind": "LinkedField",
                "name": "problems",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "column",
                    "storageKey": null
                  },
                  (v1/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CollectionImportPreview",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fieldErrors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              (v1/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCollectionImportPreviewQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCollectionImportPreviewQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "6461f5ae60023c7956fe411a0501685f4338459a53c0f2ffee77f39224e3327a",
    "metadata": {},
    "name": "useCollectionImportPreviewQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cb988a138b10246a7a19f496a9743014";

export default node;
