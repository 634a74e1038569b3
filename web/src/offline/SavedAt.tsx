import { Trans, useLingui } from '@lingui/react/macro';

/** When the copy kept on the device was read from the server. */
export function SavedAt({ savedAt }: { savedAt: number }) {
  const { i18n } = useLingui();
  const when = i18n.date(new Date(savedAt), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <p className="offline-saved-at">
      <Trans>Your collection and want list as of {when}.</Trans>
    </p>
  );
}
