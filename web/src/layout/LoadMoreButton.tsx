import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { MoreNeedsScript } from './NeedsScript.tsx';

interface LoadMoreButtonProps {
  /** Whether the list has a next page: without one nothing is rendered. */
  hasNext: boolean;
  isLoading: boolean;
  /** Loads the next page; not called again while one is loading. */
  onLoad: () => void;
  /** A fixed text for the button. Without it the button says "Load more", and "Loading…" while it loads. */
  label?: ReactNode;
  /**
   * For lists the server renders for readers without script: the button is hidden then (`needs-script`)
   * and a note says why the list stops at its first page.
   */
  needsScript?: boolean;
  /**
   * `aria-disabled` instead of `disabled` while loading: a disabled button drops the keyboard focus,
   * and the reader who pressed it would start again from the top of the page.
   */
  keepFocus?: boolean;
  /** Also tell assistive technology the button is busy while it loads. */
  busy?: boolean;
  /** Puts the button (and its note) in a paragraph of its own; a string is that paragraph's class. */
  paragraph?: true | string;
}

/** The button under a paginated list that loads its next page. */
export function LoadMoreButton({
  hasNext,
  isLoading,
  onLoad,
  label,
  needsScript = false,
  keepFocus = false,
  busy = false,
  paragraph,
}: LoadMoreButtonProps) {
  if (!hasNext) return null;
  const content = (
    <>
      <button
        type="button"
        className={needsScript ? 'button needs-script' : 'button'}
        disabled={keepFocus ? undefined : isLoading}
        aria-disabled={keepFocus ? isLoading : undefined}
        aria-busy={busy ? isLoading : undefined}
        onClick={() => {
          if (!isLoading) onLoad();
        }}
      >
        {label ?? (isLoading ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>)}
      </button>
      {needsScript && <MoreNeedsScript />}
    </>
  );
  if (paragraph === undefined) return content;
  return <p className={paragraph === true ? undefined : paragraph}>{content}</p>;
}
