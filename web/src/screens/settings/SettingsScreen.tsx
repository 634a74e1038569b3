import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { SettingsScreenQuery } from '../../__generated__/SettingsScreenQuery.graphql.ts';
import { preloadQuery } from '../../relay/preload.ts';
import { usePreferences } from '../../preferences/PreferencesProvider.tsx';
import { readGameDefaults } from '../../preferences/storage.ts';
import { AppearanceSection } from './AppearanceSection.tsx';
import { LanguageSection } from './LanguageSection.tsx';
import { GameDefaultsSection } from './GameDefaultsSection.tsx';
import { EmailNotificationsSection } from './EmailNotificationsSection.tsx';
import { AccountSection } from './AccountSection.tsx';
import { OptionsSection } from './OptionsSection.tsx';
import { ApiKeysSection } from './api-keys/ApiKeysSection.tsx';
import { ProfileSettingsSection } from './ProfileSettingsSection.tsx';
import { WebhooksSection } from './webhooks/WebhooksSection.tsx';
import { ConsoleManagement, preloadConsoleManagement } from './consoles/ConsoleManagement.tsx';
import './settings.css';

const query = graphql`
  query SettingsScreenQuery {
    viewer {
      ...EmailNotificationsSection_user
      ...AccountSection_user
      ...ProfileSettingsSection_user
      ...ApiKeysSection_user
      ...WebhooksSection_user
    }
  }
`;

// Sessions change from other devices, so a cached list is shown at once and refreshed behind it.
export function loader() {
  if (readGameDefaults().showConsoleManagement) preloadConsoleManagement();
  return preloadQuery<SettingsScreenQuery>(query, {}, 'store-and-network');
}

/** Local preferences (spec sections 3 and 4), plus what the account keeps on the server. */
export function Component() {
  const { viewer } = usePreloadedQuery<SettingsScreenQuery>(
    query,
    useLoaderData() as PreloadedQuery<SettingsScreenQuery>,
  );
  const { gameDefaults } = usePreferences();
  return (
    <article className="settings">
      <h1>
        <Trans>Settings</Trans>
      </h1>
      <p className="muted">
        <Trans>
          Changes apply at once. Appearance, language, game defaults and options are saved in this browser; email
          notifications and sessions belong to your account when you are logged in.
        </Trans>
      </p>
      <AppearanceSection />
      <LanguageSection />
      <GameDefaultsSection />
      <EmailNotificationsSection user={viewer} />
      <AccountSection user={viewer} />
      <ProfileSettingsSection user={viewer} />
      {/* Keys first: a webhook registered over the API needs one. */}
      <ApiKeysSection user={viewer} />
      {viewer && <WebhooksSection user={viewer} />}
      <OptionsSection />
      {gameDefaults.showConsoleManagement && <ConsoleManagement />}
    </article>
  );
}
