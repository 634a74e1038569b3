import { describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/locale-rules';
import { MAIL_TEXT_KINDS, type MailText, type MailTextKind, type MailTexts } from './mail-texts.ts';
import { MAIL_TEXTS, mailTexts } from './mail-language.ts';

const LINK = 'https://cartridgevault.test/request/7';
const TITLE = 'Pokémon Red Version';

/** Every kind written with sample details: the texts must carry the link, title or address they were given. */
const SAMPLES: Record<MailTextKind, { write: (texts: MailTexts) => MailText; mustContain: string[] }> = {
  passwordReset: { write: (texts) => texts.passwordReset({ link: LINK, minutes: 60 }), mustContain: [LINK, '60'] },
  emailVerification: {
    write: (texts) => texts.emailVerification({ link: LINK, hours: 48 }),
    mustContain: [LINK, '48'],
  },
  signUpAttempt: { write: (texts) => texts.signUpAttempt({ link: LINK }), mustContain: [LINK] },
  passwordChanged: { write: (texts) => texts.passwordChanged(), mustContain: [] },
  passwordWasReset: { write: (texts) => texts.passwordWasReset(), mustContain: [] },
  emailChanged: {
    write: (texts) => texts.emailChanged({ newEmail: 'new@example.org' }),
    mustContain: ['new@example.org'],
  },
  securityQuestionChanged: { write: (texts) => texts.securityQuestionChanged(), mustContain: [] },
  collectionGameRequest: {
    write: (texts) => texts.collectionGameRequest({ gameTitle: TITLE, type: 'EDIT', link: LINK }),
    mustContain: [LINK, TITLE],
  },
  requestResult: {
    write: (texts) =>
      texts.requestResult({ gameTitle: TITLE, type: 'DELETE', link: LINK, result: 'conflict', byModerator: true }),
    mustContain: [LINK, TITLE],
  },
  collectionGameRemoved: {
    write: (texts) => texts.collectionGameRemoved({ gameTitle: TITLE, link: LINK }),
    mustContain: [LINK, TITLE],
  },
  wantedForTrade: {
    write: (texts) => texts.wantedForTrade({ friendName: 'Ann', gameTitle: TITLE, link: LINK }),
    mustContain: [LINK, TITLE, 'Ann'],
  },
};

describe('mail texts', () => {
  it('list every kind of mail once', () => {
    expect([...MAIL_TEXT_KINDS].sort()).toEqual(Object.keys(MAIL_TEXTS.en).sort());
    expect(Object.keys(SAMPLES).sort()).toEqual([...MAIL_TEXT_KINDS].sort());
  });

  it.each(LOCALES)('exist for every kind of mail in %s, with the details they were given', (locale) => {
    expect(Object.keys(MAIL_TEXTS[locale]).sort()).toEqual([...MAIL_TEXT_KINDS].sort());
    for (const kind of MAIL_TEXT_KINDS) {
      const { subject, text } = SAMPLES[kind].write(MAIL_TEXTS[locale]);
      expect(subject.trim(), `${locale} ${kind}`).not.toBe('');
      expect(text.trim(), `${locale} ${kind}`).not.toBe('');
      for (const detail of SAMPLES[kind].mustContain)
        expect(`${subject}\n${text}`, `${locale} ${kind}`).toContain(detail);
    }
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('are translated in %s, not copied from English', (locale) => {
    for (const kind of MAIL_TEXT_KINDS) {
      const english = SAMPLES[kind].write(MAIL_TEXTS.en);
      const translated = SAMPLES[kind].write(MAIL_TEXTS[locale]);
      expect(translated.subject, `${locale} ${kind}`).not.toBe(english.subject);
      expect(translated.text, `${locale} ${kind}`).not.toBe(english.text);
    }
  });

  it('tell every request result apart, with or without a moderator', () => {
    for (const locale of LOCALES) {
      const texts = (['approved', 'rejected', 'reset', 'conflict'] as const).flatMap((result) =>
        [true, false].map(
          (byModerator) =>
            MAIL_TEXTS[locale].requestResult({ gameTitle: TITLE, type: 'EDIT', link: LINK, result, byModerator }).text,
        ),
      );
      expect(new Set(texts).size, locale).toBe(texts.length);
    }
  });

  it('fall back to English for a language this version does not know', () => {
    expect(mailTexts('de')).toBe(MAIL_TEXTS.en);
    expect(mailTexts(null)).toBe(MAIL_TEXTS.en);
    expect(mailTexts('ja')).toBe(MAIL_TEXTS.ja);
  });
});
