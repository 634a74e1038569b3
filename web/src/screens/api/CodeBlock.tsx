import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';

type Copying = 'idle' | 'copied' | 'failed';

/** How long "Copied" stays beside the button. */
const COPIED_SHOWN_MS = 4000;

/** Code to read or copy: a `<pre><code>` with a Copy button whose name says what it copies. */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  const { t } = useLingui();
  const [copying, setCopying] = useState<Copying>('idle');

  useEffect(() => {
    if (copying !== 'copied') return;
    const timer = setTimeout(() => setCopying('idle'), COPIED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [copying]);

  const copy = () => {
    // The clipboard exists only on secure pages (HTTPS or localhost).
    if (!navigator.clipboard) return setCopying('failed');
    navigator.clipboard.writeText(code).then(
      () => setCopying('copied'),
      () => setCopying('failed'),
    );
  };

  return (
    <div className="code-block">
      <pre>
        <code>{code}</code>
      </pre>
      <div className="code-block-actions">
        <button type="button" className="button" aria-label={t`Copy ${label}`} onClick={copy}>
          <Trans>Copy</Trans>
        </button>
        <span role="status" className="code-block-status">
          {copying === 'copied' && <Trans>Copied.</Trans>}
          {copying === 'failed' && <Trans>Copying is not available here; select the text instead.</Trans>}
        </span>
      </div>
    </div>
  );
}
