import { lazy, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import type { RouteName } from '../routes/route-names.ts';
import { useViewer } from './useViewer.ts';

// Loaded only for a member who has not confirmed yet: its form feedback brings the problem texts
// and zod, which the shell of every first visit must not carry (scripts/web-budget.test.ts).
const VerifyEmailNotice = lazy(() =>
  import('./VerifyEmailNotice.tsx').then((module) => ({ default: module.VerifyEmailNotice })),
);

// Pages that say it themselves, where voting or commenting would be.
const SAYS_IT_ITSELF: readonly RouteName[] = ['request-detail', 'verify-email'];

/** After signing up, until the mailed link is opened: check your mail (a verified member sees nothing). */
export function UnverifiedEmailBanner({ routeName }: { routeName: RouteName }) {
  const viewer = useViewer();
  if (viewer?.emailVerified !== false || SAYS_IT_ITSELF.includes(routeName)) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailNotice>
        <Trans>Check your mail: confirm your email address to vote, comment and submit requests.</Trans>
      </VerifyEmailNotice>
    </Suspense>
  );
}
