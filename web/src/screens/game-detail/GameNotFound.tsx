import { Trans, useLingui } from '@lingui/react/macro';
import { ItemNotFound } from '../../layout/ItemNotFound.tsx';

/** For an id that is not a number or names no game. */
export function GameNotFound() {
  const { t } = useLingui();
  return (
    <ItemNotFound title={t`Game not found`} back={{ to: '/games', label: <Trans>Back to the games</Trans> }}>
      <Trans>There is no game at this address. It may have been removed, or the link may be mistyped.</Trans>
    </ItemNotFound>
  );
}
