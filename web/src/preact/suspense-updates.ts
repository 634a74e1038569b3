// React throws away the state updates a component makes during a render that suspends; Preact
// keeps them and applies them when the component renders again. Relay's useFragment relies on
// React's way: given a new fragment key whose data is still on its way, it stores a snapshot of
// the missing data during render, then suspends. Kept, that snapshot came back once the data had
// arrived, and the screen rendered with fields missing (the games filters crashed choosing a
// developer). Dropping the pending updates of the component that suspends restores React's rule.
// preact/compat already drops all hooks of a component that suspends before it ever mounted.
// The names are Preact's mangled internals (stable, the ones @preact/signals uses too):
// options.__e = _catchError, __c = _component, __H = __hooks, __ = _list, __N = _nextValue.
// After preact/compat: its handler stops at the Suspense boundary, so this one must run first.
import 'preact/compat';
import { options } from 'preact';

interface HookState {
  __N?: unknown;
}
interface SuspendingVNode {
  __c?: { __H?: { __: HookState[] } } | null;
}
type CatchError = (error: unknown, vnode: SuspendingVNode, ...rest: unknown[]) => void;

const internals = options as unknown as { __e?: CatchError };
const next = internals.__e;
// Renamed internals would otherwise turn this into a silent no-op (suspense-updates.test.tsx
// catches the hook names; this catches the error hook when the app starts).
if (typeof next !== 'function') throw new Error('Preact changed its internal option names: see suspense-updates.ts');
internals.__e = (error, vnode, ...rest) => {
  if (error && typeof (error as PromiseLike<unknown>).then === 'function') {
    for (const hook of vnode.__c?.__H?.__ ?? []) hook.__N = undefined;
  }
  next(error, vnode, ...rest);
};
