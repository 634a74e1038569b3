/**
 * @generated SignedSource<<7bd78f886dc9cc60e51591a9ba865f52>>
 * @relayHash f5e280f2616549608f8fae4970032d69
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fa140852ec29c030d6f460dec6f0a7ee1161bc5b67e226746b59db755e776168

import { ConcreteRequest } from 'relay-runtime';
export type useLogOutMutation$variables = Record<PropertyKey, never>;
export type useLogOutMutation$data = {
  readonly logOut: {
    readonly __typename: "MutationLogOutSuccess";
    readonly data: boolean;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useLogOutMutation = {
  response: useLogOutMutation$data;
  variables: useLogOutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "logOut",
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
            "kind": "ScalarField",
            "name": "data",
            "storageKey": null
          }
        ],
        "type": "MutationLogOutSuccess",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useLogOutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useLogOutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "fa140852ec29c030d6f460dec6f0a7ee1161bc5b67e226746b59db755e776168",
    "metadata": {},
    "name": "useLogOutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "05366cb0591b6e215ab93cc769b3cd6f";

export default node;
