import { Trans } from '@lingui/react/macro';

// Placeholder while the screen is being built.
export function Component() {
  return <h1><Trans>Change account information</Trans></h1>;
}
