import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_EMAIL_DEFAULTS } from '#shared/rules';
import { EmailNotificationsSection } from './EmailNotificationsSection.tsx';
import { fakeViewer, renderWithAccount } from './test/render-with-account.tsx';

beforeEach(() => localStorage.clear());

const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const storedDefaults = () => JSON.parse(localStorage.getItem('emailDefaults') ?? 'null') as unknown;
const section = (
  viewer: Parameters<typeof renderWithAccount>[1]['viewer'],
  onMutation?: Parameters<typeof renderWithAccount>[1]['onMutation'],
) => renderWithAccount((user) => <EmailNotificationsSection user={user} />, { viewer, onMutation });

describe('EmailNotificationsSection', () => {
  it("lists the spec's five kinds of mail in order, then the want-list mail, all off and inert until mail is switched on", async () => {
    section(null);
    const master = await screen.findByRole<HTMLInputElement>('switch', { name: 'Email notifications' });
    const kinds = screen.getByRole('group', { name: 'Mail me about' });
    const options = [...kinds.querySelectorAll('input')];
    expect(options.map((o) => o.labels?.[0]?.textContent)).toEqual([
      'New request on my collection',
      'Approved request',
      'My request expiry',
      'Moderator mail',
      'Security',
      'A friend offers a version I want for trade',
    ]);
    expect(master.checked).toBe(false);
    expect(options.every((o) => !o.checked && o.matches(':disabled'))).toBe(true);
    await userEvent.click(master);
    const security = checkbox('Security');
    expect(security.matches(':disabled')).toBe(false);
    expect(document.getElementById(security.getAttribute('aria-describedby')!)?.textContent).toBe(
      'When your password or email address changes.',
    );
  });

  it("keeps a visitor's choices in this browser and invites them to log in", async () => {
    const { mutations } = section(null);
    const login = await screen.findByRole('link', { name: 'Log in to receive these mails.' });
    expect(login.getAttribute('href')).toBe('/auth?next=%2Fsettings');
    await userEvent.click(screen.getByRole('switch', { name: 'Email notifications' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Moderator mail' }));
    expect(storedDefaults()).toEqual({ ...DEFAULT_EMAIL_DEFAULTS, enabled: true, moderatorUpdates: true });
    expect(mutations()).toEqual([]);
  });

  it("shows the account's stored choices and mirrors them to this browser", async () => {
    section(fakeViewer({ emailPreferences: { enabled: true, requestApproved: true } }));
    expect((await screen.findByRole<HTMLInputElement>('switch', { name: 'Email notifications' })).checked).toBe(true);
    expect(checkbox('Approved request').checked).toBe(true);
    expect(screen.queryByRole('link', { name: 'Log in to receive these mails.' })).toBeNull();
    // Mirrored by an effect, which may run after the section's first paint (seen in a loaded CI run).
    await waitFor(() =>
      expect(storedDefaults()).toEqual({ ...DEFAULT_EMAIL_DEFAULTS, enabled: true, requestApproved: true }),
    );
  });

  it('saves a change to the account, showing it before the server answers', async () => {
    let answer: (() => void) | undefined;
    const { mutations } = section(
      fakeViewer({ emailPreferences: { enabled: true } }),
      ({ variables }) =>
        new Promise((resolve) => {
          answer = () =>
            resolve({
              data: {
                updateEmailPreferences: {
                  __typename: 'MutationUpdateEmailPreferencesSuccess',
                  data: { id: 'VXNlcjox', emailPreferences: variables.input },
                },
              },
            });
        }),
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Security' }));
    expect(checkbox('Security').checked).toBe(true);
    expect(mutations()).toEqual([
      {
        name: 'useUpdateEmailPreferencesMutation',
        variables: { input: { ...DEFAULT_EMAIL_DEFAULTS, enabled: true, security: true } },
      },
    ]);
    answer!();
    await waitFor(() => expect(storedDefaults()).toEqual({ ...DEFAULT_EMAIL_DEFAULTS, enabled: true, security: true }));
    expect(checkbox('Security').checked).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so and puts the choice back when saving fails', async () => {
    section(fakeViewer({ emailPreferences: { enabled: true } }), () => {
      throw new Error('offline');
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Security' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An unexpected error occurred. Please try again.');
    expect(checkbox('Security').checked).toBe(false);
    expect(storedDefaults()).toEqual({ ...DEFAULT_EMAIL_DEFAULTS, enabled: true });
  });
});
