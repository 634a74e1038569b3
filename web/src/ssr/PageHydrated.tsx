import { useEffect } from 'react';

declare global {
  interface Window {
    /** Forms submitted before hydration, with the button that submitted them (web/index.html). */
    cartridgeVaultHeldSubmits?: [HTMLFormElement, HTMLElement | null][];
  }
}

/**
 * Submits, through the app, the forms a reader sent before the page had hydrated (index.html
 * holds them back): a press on "Log in" while the code was still arriving is acted on, not lost.
 */
function submitHeldForms(): void {
  const held = window.cartridgeVaultHeldSubmits ?? [];
  window.cartridgeVaultHeldSubmits = [];
  for (const [form, submitter] of held) {
    if (!form.isConnected) continue;
    // The button that was pressed, so a form with two submit buttons does what was asked.
    const button = submitter instanceof HTMLButtonElement && submitter.form === form ? submitter : null;
    form.requestSubmit(button);
  }
}

/**
 * Rendered with the page's content, inside its Suspense boundary: its effect runs once that
 * content has hydrated (boundaries hydrate after the root, each in its own pass), not before.
 * It marks the page interactive (`html[data-hydrated]`, which end-to-end tests wait for and
 * index.html's submit guard reads) and submits what the reader sent before.
 */
export function PageHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    // A task later: the fields have taken over what was typed before hydration (TextField) by then.
    const timer = setTimeout(submitHeldForms);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
