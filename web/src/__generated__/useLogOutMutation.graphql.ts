/**
 * @generated SignedSource<<f8efea61cfbedfd93055169118318983>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useLogOutMutation$variables = Record<PropertyKey, never>;
export type useLogOutMutation$data = {
  readonly logOut: boolean;
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
    "kind": "ScalarField",
    "name": "logOut",
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
    "cacheID": "17ece6eb902d9a10e07319c7e497a72c",
    "id": null,
    "metadata": {},
    "name": "useLogOutMutation",
    "operationKind": "mutation",
    "text": "mutation useLogOutMutation {\n  logOut\n}\n"
  }
};
})();

(node as any).hash = "3b8245e1ee2efc31a5a4dafa0df6dd77";

export default node;
