/**
 * @generated SignedSource<<8b1e44d9618268fa60a7bf0409b475ec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProfileSection = "activity" | "favouriteGame" | "friends" | "stats" | "tradeList" | "wantList" | "%future added value";
export type RequestStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
export type RequestType = "DELETE" | "EDIT" | "%future added value";
export type VoteValue = "APPROVE" | "REJECT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ActivitySection_user$data = {
  readonly hiddenSections: ReadonlyArray<ProfileSection>;
  readonly recentRequests: ReadonlyArray<{
    readonly createdAt: any;
    readonly game: {
      readonly databaseId: number;
    } | null | undefined;
    readonly gameTitle: string;
    readonly id: string;
    readonly status: RequestStatus;
    readonly type: RequestType;
  }> | null | undefined;
  readonly recentVotes: ReadonlyArray<{
    readonly createdAt: any;
    readonly id: string;
    readonly request: {
      readonly game: {
        readonly databaseId: number;
      } | null | undefined;
      readonly gameTitle: string;
    };
    readonly value: VoteValue;
  }> | null | undefined;
  readonly " $fragmentType": "ActivitySection_user";
};
export type ActivitySection_user$key = {
  readonly " $data"?: ActivitySection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ActivitySection_user">;
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
  "name": "gameTitle",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Game",
  "kind": "LinkedField",
  "name": "game",
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
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ActivitySection_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hiddenSections",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Request",
      "kind": "LinkedField",
      "name": "recentRequests",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Vote",
      "kind": "LinkedField",
      "name": "recentVotes",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        },
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Request",
          "kind": "LinkedField",
          "name": "request",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            (v3/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "d11443ed74b71ce0d262320faf1dc194";

export default node;
