import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CodeBlock } from '../../api/CodeBlock.tsx';

/** A new key's token, shown this once: only its hash is kept, so it cannot be shown again. */
export function NewApiKeyToken({ token }: { token: string }) {
  const { t } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the token as soon as it appears.
  useEffect(() => headingRef.current?.focus(), [token]);
  return (
    <div className="api-key-token notice" aria-labelledby="api-key-token-heading">
      <h3 id="api-key-token-heading" ref={headingRef} tabIndex={-1}>
        <Trans>Your new API key</Trans>
      </h3>
      <p role="alert">
        <Trans>Copy it now and keep it somewhere safe: it will not be shown again.</Trans>
      </p>
      <CodeBlock code={token} label={t`the API key`} />
    </div>
  );
}
