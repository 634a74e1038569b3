import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileSettingsSection } from './ProfileSettingsSection.tsx';
import { fakeViewer, renderWithAccount } from './test/render-with-account.tsx';

describe('ProfileSettingsSection', () => {
  it('saves the chosen visibility and hidden sections', async () => {
    const { mutations } = renderWithAccount((user) => <ProfileSettingsSection user={user} />, {
      viewer: fakeViewer(),
      onMutation: () => ({
        data: {
          updateProfileSettings: {
            __typename: 'MutationUpdateProfileSettingsSuccess',
            data: {
              id: 'VXNlcjox',
              profileVisibility: 'FRIENDS',
              hiddenSectionsSetting: ['stats'],
              favouriteGame: null,
            },
          },
        },
      }),
    });
    const section = await screen.findByRole('region', { name: 'Profile' });
    await userEvent.selectOptions(within(section).getByLabelText('Who can see your profile'), 'Friends only');
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Stats' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Save profile settings' }));
    expect(await screen.findByText('Profile settings saved.')).toBeTruthy();
    expect(mutations()).toEqual([
      {
        name: 'useUpdateProfileSettingsMutation',
        variables: { input: { visibility: 'FRIENDS', hiddenSections: ['stats'], favouriteGameId: null } },
      },
    ]);
  });

  it('shows nothing to a visitor', async () => {
    renderWithAccount(
      (user) => (
        <>
          <ProfileSettingsSection user={user} />
          {/* Rendered beside the section once the query is answered: only then is its absence telling. */}
          <div data-testid="answered" />
        </>
      ),
      { viewer: null },
    );
    await screen.findByTestId('answered');
    expect(screen.queryByRole('region', { name: 'Profile' })).toBeNull();
  });
});
