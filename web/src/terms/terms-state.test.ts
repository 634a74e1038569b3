import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../test/memory-storage.ts';
import { acceptTerms, readTermsState, storedTermsState } from './terms-state.ts';

describe('terms acceptance', () => {
  it('starts as not accepted, without an update notice', () => {
    expect(readTermsState(memoryStorage())).toEqual({ accepted: false, updated: false });
  });

  it('is accepted when agreedToToS is "true" for the current version 1.2', () => {
    expect(readTermsState(memoryStorage({ agreedToToS: 'true', ToSVersion: '1.2' }))).toEqual({ accepted: true });
  });

  it('revokes an acceptance of another version and reports the update', () => {
    const storage = memoryStorage({ agreedToToS: 'true', ToSVersion: '1.1' });
    expect(readTermsState(storage)).toEqual({ accepted: false, updated: true });
    expect(storage.getItem('agreedToToS')).toBe('false');
  });

  it('can be read without revoking, so the gate still sees the update after the placeholder has looked', () => {
    const storage = memoryStorage({ agreedToToS: 'true', ToSVersion: '1.1' });
    expect(storedTermsState(storage)).toEqual({ accepted: false, updated: true });
    expect(storage.getItem('agreedToToS')).toBe('true');
    expect(readTermsState(storage)).toEqual({ accepted: false, updated: true });
  });

  it('treats an acceptance without a version as another version', () => {
    const storage = memoryStorage({ agreedToToS: 'true' });
    expect(readTermsState(storage)).toEqual({ accepted: false, updated: true });
  });

  it('does not treat "false" or garbage as acceptance', () => {
    expect(readTermsState(memoryStorage({ agreedToToS: 'yes', ToSVersion: '1.2' })).accepted).toBe(false);
    expect(readTermsState(memoryStorage({ agreedToToS: 'false', ToSVersion: '1.2' })).accepted).toBe(false);
  });

  it('agreeing stores agreedToToS "true" and ToSVersion "1.2"', () => {
    const storage = memoryStorage({ agreedToToS: 'false', ToSVersion: '1.1' });
    expect(acceptTerms(storage)).toEqual({ accepted: true });
    expect(storage.getItem('agreedToToS')).toBe('true');
    expect(storage.getItem('ToSVersion')).toBe('1.2');
    expect(readTermsState(storage)).toEqual({ accepted: true });
  });
});
