/**
 * @generated SignedSource<<d6ea6be1608e14d4df591dac714bcf16>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GameHistoryKind = "CREATED" | "DELETED" | "EDITED" | "%future added value";
export type Region = "NTSC_J" | "NTSC_U" | "OTHER" | "PAL" | "%future added value";
export type VersionChangeKind = "ADDED" | "CHANGED" | "REMOVED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type HistoryEntry_entry$data = {
  readonly consoleChange: {
    readonly after: {
      readonly name: string;
    } | null | undefined;
    readonly before: {
      readonly name: string;
    } | null | undefined;
  } | null | undefined;
  readonly createdAt: any;
  readonly id: string;
  readonly kind: GameHistoryKind;
  readonly moderator: {
    readonly displayName: string | null | undefined;
    readonly username: string;
  } | null | undefined;
  readonly proposer: {
    readonly displayName: string | null | undefined;
    readonly username: string;
  } | null | undefined;
  readonly request: {
    readonly databaseId: number;
  } | null | undefined;
  readonly titleChange: {
    readonly after: string | null | undefined;
    readonly before: string | null | undefined;
  } | null | undefined;
  readonly versionChanges: ReadonlyArray<{
    readonly after: {
      readonly backImage: {
        readonly id: string;
        readonly url: string;
      } | null | undefined;
      readonly barcode: string | null | undefined;
      readonly boxArtUrl: string | null | undefined;
      readonly country: string | null | undefined;
      readonly developers: ReadonlyArray<string>;
      readonly frontImage: {
        readonly id: string;
        readonly url: string;
      } | null | undefined;
      readonly mediumImage: {
        readonly id: string;
        readonly url: string;
      } | null | undefined;
      readonly publishers: ReadonlyArray<string>;
      readonly region: Region;
      readonly releaseDate: any;
      readonly revision: string;
      readonly title: string;
      readonly versionId: number | null | undefined;
    } | null | undefined;
    readonly before: {
      readonly backImage: {
        readonly id: string;
        readonly url: string;
      } | null | undefined;
      readonly barcode: string | null | undefined;
      readonly boxArtUrl: string | null | undefined;
      readonly country: string | null | undefined;
      readonly developers: ReadonlyArray<string>;
      readonly frontImage: {
        readonly id: string;
        readonly url: string;
      } | null | undefined;
      readonly mediumImage: {
        readonly id: string;
        readonly url: string;
      } | null | undefined;
      readonly publishers: ReadonlyArray<string>;
      readonly region: Region;
      readonly releaseDate: any;
      readonly revision: string;
      readonly title: string;
      readonly versionId: number | null | undefined;
    } | null | undefined;
    readonly changedFields: ReadonlyArray<string>;
    readonly kind: VersionChangeKind;
    readonly versionId: number;
  }>;
  readonly " $fragmentType": "HistoryEntry_entry";
};
export type HistoryEntry_entry$key = {
  readonly " $data"?: HistoryEntry_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"HistoryEntry_entry">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "username",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "displayName",
    "storageKey": null
  }
],
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "versionId",
  "storageKey": null
},
v5 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  }
],
v6 = [
  (v4/*:: as any*/),
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
    "name": "region",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "country",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "revision",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "releaseDate",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "developers",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "publishers",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Image",
    "kind": "LinkedField",
    "name": "mediumImage",
    "plural": false,
    "selections": (v5/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Image",
    "kind": "LinkedField",
    "name": "frontImage",
    "plural": false,
    "selections": (v5/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Image",
    "kind": "LinkedField",
    "name": "backImage",
    "plural": false,
    "selections": (v5/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "boxArtUrl",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "barcode",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HistoryEntry_entry",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Request",
      "kind": "LinkedField",
      "name": "request",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "databaseId",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "proposer",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "moderator",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TitleChange",
      "kind": "LinkedField",
      "name": "titleChange",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "before",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "after",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ConsoleChange",
      "kind": "LinkedField",
      "name": "consoleChange",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Console",
          "kind": "LinkedField",
          "name": "before",
          "plural": false,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Console",
          "kind": "LinkedField",
          "name": "after",
          "plural": false,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "VersionHistoryChange",
      "kind": "LinkedField",
      "name": "versionChanges",
      "plural": true,
      "selections": [
        (v4/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "changedFields",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ProposedVersion",
          "kind": "LinkedField",
          "name": "before",
          "plural": false,
          "selections": (v6/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ProposedVersion",
          "kind": "LinkedField",
          "name": "after",
          "plural": false,
          "selections": (v6/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "GameHistoryEntry",
  "abstractKey": null
};
})();

(node as any).hash = "fb0ee1600a201a668d4f89b6e3462d85";

export default node;
