import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  PROFILE_SECTIONS,
  PROFILE_VISIBILITIES,
  type ProfileSection,
  type ProfileVisibility,
} from '#shared/profile-rules';
import type { ProfileSettingsSection_user$key } from '../../__generated__/ProfileSettingsSection_user.graphql.ts';
import { FormAlertMessage } from '../../forms/FormAlertMessage.tsx';
import { SuccessStatus } from '../../forms/SuccessStatus.tsx';
import type { FormAlert } from '../../forms/useFormSubmit.ts';
import { FavouriteGamePicker, type PickedGame } from './FavouriteGamePicker.tsx';
import { useUpdateProfileSettings } from './useUpdateProfileSettings.ts';

const fragment = graphql`
  fragment ProfileSettingsSection_user on User {
    profileVisibility
    hiddenSectionsSetting
    favouriteGame {
      id
      title
      console {
        name
      }
    }
  }
`;

/** Who sees the profile, which of its sections stay hidden, and the favourite game. */
export function ProfileSettingsSection({ user }: { user: ProfileSettingsSection_user$key | null | undefined }) {
  const data = useFragment(fragment, user ?? null);
  if (!data?.profileVisibility || !data.hiddenSectionsSetting) return null;
  const game = data.favouriteGame;
  return (
    <ProfileSettingsForm
      visibility={data.profileVisibility as ProfileVisibility}
      hidden={data.hiddenSectionsSetting as readonly ProfileSection[]}
      game={game ? { id: game.id, title: game.title, consoleName: game.console.name } : null}
    />
  );
}

function ProfileSettingsForm(saved: {
  visibility: ProfileVisibility;
  hidden: readonly ProfileSection[];
  game: PickedGame | null;
}) {
  const { t } = useLingui();
  const save = useUpdateProfileSettings();
  const [visibility, setVisibility] = useState(saved.visibility);
  const [hidden, setHidden] = useState<readonly ProfileSection[]>(saved.hidden);
  const [game, setGame] = useState(saved.game);
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const [done, setDone] = useState(false);
  const visibilityLabels: Record<ProfileVisibility, string> = {
    PUBLIC: t`Public`,
    FRIENDS: t`Friends only`,
    PRIVATE: t`Private`,
  };
  const sectionLabels: Record<ProfileSection, string> = {
    favouriteGame: t`Favourite game`,
    stats: t`Stats`,
    activity: t`Recent requests and votes`,
    friends: t`Friends`,
    wantList: t`Want list`,
    tradeList: t`For trade`,
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    setDone(false);
    const outcome = await save({ visibility, hiddenSections: [...hidden], favouriteGameId: game?.id ?? null });
    if (outcome.kind === 'done') setDone(true);
    else
      setAlert(outcome.kind === 'invalid' ? { kind: 'problems', problems: outcome.problems, refused: true } : outcome);
  };

  return (
    <section className="settings-section card" aria-labelledby="settings-profile">
      <h2 id="settings-profile">
        <Trans>Profile</Trans>
      </h2>
      {/* Not .muted: its opacity would take the link below the contrast AA needs. */}
      <p className="settings-hint">
        <Trans>
          Your name and trust score are always shown. <Link to="/user">See your profile</Link>.
        </Trans>
      </p>
      <form onSubmit={(event) => void onSubmit(event)} className="profile-settings">
        <div className="field">
          <label htmlFor="profile-settings-visibility">
            <Trans>Who can see your profile</Trans>
          </label>
          <select
            id="profile-settings-visibility"
            value={visibility}
            onChange={(event) => setVisibility(event.target.value as ProfileVisibility)}
          >
            {PROFILE_VISIBILITIES.map((value) => (
              <option key={value} value={value}>
                {visibilityLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend>
            <Trans>Sections hidden from everyone else</Trans>
          </legend>
          {PROFILE_SECTIONS.map((section) => (
            <label key={section} className="settings-toggle">
              <input
                type="checkbox"
                checked={hidden.includes(section)}
                onChange={(event) =>
                  setHidden((current) =>
                    event.target.checked ? [...current, section] : current.filter((s) => s !== section),
                  )
                }
              />
              <span>{sectionLabels[section]}</span>
            </label>
          ))}
        </fieldset>
        <FavouriteGamePicker value={game} onChange={setGame} />
        <FormAlertMessage
          alert={alert}
          refused={<Trans>Failed to save your profile settings. Please try again.</Trans>}
        />
        <SuccessStatus>{done && <Trans>Profile settings saved.</Trans>}</SuccessStatus>
        <button type="submit" className="button primary">
          <Trans>Save profile settings</Trans>
        </button>
      </form>
    </section>
  );
}
