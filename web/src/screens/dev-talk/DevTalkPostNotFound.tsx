import { Trans, useLingui } from '@lingui/react/macro';
import { ItemNotFound } from '../../layout/ItemNotFound.tsx';

/** For a slug that names no post (or a draft, to anyone but administrators): say so and lead back. */
export function DevTalkPostNotFound() {
  const { t } = useLingui();
  return (
    <ItemNotFound title={t`Post not found`} back={{ to: '/dev-talk', label: <Trans>Back to Dev Talk</Trans> }}>
      <Trans>There is no post at this address. It may have been removed, or the link may be mistyped.</Trans>
    </ItemNotFound>
  );
}
