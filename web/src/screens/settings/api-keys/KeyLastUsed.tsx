import { Trans, useLingui } from '@lingui/react/macro';

/** When a key was last used (to the minute: the server writes it at most once a minute), or never. */
export function KeyLastUsed({ at }: { at: string | null | undefined }) {
  const { i18n } = useLingui();
  if (!at) return <Trans>Never used</Trans>;
  const lastUsed = i18n.date(new Date(at), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Trans>
      Last used <time dateTime={at}>{lastUsed}</time>
    </Trans>
  );
}
