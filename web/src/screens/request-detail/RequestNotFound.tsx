import { Trans, useLingui } from '@lingui/react/macro';
import { ItemNotFound } from '../../layout/ItemNotFound.tsx';

/** For an id that is not a number or names no request. */
export function RequestNotFound() {
  const { t } = useLingui();
  return (
    <ItemNotFound title={t`Request not found`} back={{ to: '/requests', label: <Trans>Back to the requests</Trans> }}>
      <Trans>There is no request at this address. The link may be mistyped.</Trans>
    </ItemNotFound>
  );
}
