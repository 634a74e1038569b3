import { describe, expect, it } from 'vitest';
import { LIMITS } from './rules.ts';
import { checkInput } from './input-check.ts';
import { friendRequestInput, profileSettingsInput, sectionsHiddenFrom, sectionVisibleTo } from './profile-rules.ts';

describe('profile rules', () => {
  it('hide every section from whoever may not see the profile, none from its owner', () => {
    const owner = { profileVisibility: 'FRIENDS', hiddenSections: ['stats'] } as const;
    expect(sectionsHiddenFrom(owner, 'stranger')).toEqual([
      'favouriteGame',
      'stats',
      'activity',
      'friends',
      'wantList',
      'tradeList',
    ]);
    expect(sectionsHiddenFrom(owner, 'friend')).toEqual(['stats']);
    expect(sectionsHiddenFrom(owner, 'owner')).toEqual([]);
  });

  it('keep a hidden section from friends of a public profile', () => {
    expect(sectionVisibleTo({ profileVisibility: 'PUBLIC', hiddenSections: ['activity'] }, 'activity', 'friend')).toBe(
      false,
    );
    expect(sectionVisibleTo({ profileVisibility: 'PUBLIC', hiddenSections: ['activity'] }, 'friends', 'visitor')).toBe(
      true,
    );
  });

  it('store hidden sections once each, in profile order, and refuse unknown ones', () => {
    const parsed = checkInput(profileSettingsInput, {
      visibility: 'PUBLIC',
      hiddenSections: ['friends', 'favouriteGame', 'friends'],
      favouriteGameId: null,
    });
    expect(parsed).toEqual({
      ok: true,
      value: { visibility: 'PUBLIC', hiddenSections: ['favouriteGame', 'friends'], favouriteGameId: null },
    });
    const unknown = checkInput(profileSettingsInput, {
      visibility: 'SECRET',
      hiddenSections: ['email'],
      favouriteGameId: null,
    });
    expect(unknown.ok || unknown.problems.map((p) => p.field)).toEqual(['visibility', 'hiddenSections.0']);
  });

  it(`trim a friend request message and allow at most ${LIMITS.friendMessageMax} characters`, () => {
    expect(checkInput(friendRequestInput, { message: `  ${'a'.repeat(LIMITS.friendMessageMax)}  ` }).ok).toBe(true);
    const long = checkInput(friendRequestInput, { message: 'a'.repeat(LIMITS.friendMessageMax + 1) });
    expect(long.ok || long.problems[0]).toMatchObject({ field: 'message', code: 'tooLong' });
  });
});
