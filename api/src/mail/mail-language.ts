// Mails in a member's language: Lingui with the mail catalogue compiled by `lingui compile`, one
// i18n instance per language, made once and never switched (nothing here changes after load).
import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { LOCALES, knownLocale, type Locale } from '#shared/locale-rules';
import { MAIL_TEXT_KINDS, type MailText, type MailTextKind, type MailTexts } from './mail-texts.ts';
import { MAIL_MESSAGES } from './mail-messages.ts';
import { messages as en } from './locales/en/messages.ts';
import { messages as nl } from './locales/nl/messages.ts';
import { messages as fr } from './locales/fr/messages.ts';
import { messages as es } from './locales/es/messages.ts';
import { messages as ja } from './locales/ja/messages.ts';

/** The compiled mail catalogue of each language (a message it lacks was compiled from English). */
export const MAIL_CATALOGUES: Record<Locale, Messages> = { en, nl, fr, es, ja };

// A backslash is held back, never given to Lingui as written: Lingui decodes `\uXXXX` and `\xXX`
// anywhere in the text it renders, values included, and a member's words (a game title, a name)
// must reach the mail as they were written.
const HELD = /\uE000(\d+)\uE001/g;

function render(i18n: I18n, message: MessageDescriptor, about: object): string {
  const held: string[] = [];
  const values = Object.fromEntries(
    Object.entries(about).map(([name, value]) => {
      if (typeof value !== 'string' || !value.includes('\\')) return [name, value];
      held.push(value);
      return [name, `\uE000${held.length - 1}\uE001`];
    }),
  );
  const text = i18n._({ ...message, values });
  return held.length === 0 ? text : text.replace(HELD, (_, index: string) => held[Number(index)]!);
}

function textsIn(locale: Locale): MailTexts {
  const i18n = setupI18n({ locale, messages: { [locale]: MAIL_CATALOGUES[locale] } });
  const write =
    (kind: MailTextKind) =>
    (about: object = {}): MailText => ({
      subject: render(i18n, MAIL_MESSAGES[kind].subject, about),
      text: render(i18n, MAIL_MESSAGES[kind].text, about),
    });
  // Each kind's details are typed by MailTexts; the messages take them as they are.
  return Object.fromEntries(MAIL_TEXT_KINDS.map((kind) => [kind, write(kind)])) as unknown as MailTexts;
}

export const MAIL_TEXTS = Object.fromEntries(LOCALES.map((locale) => [locale, textsIn(locale)])) as Record<
  Locale,
  MailTexts
>;

/** The texts in a member's language (their account's `locale`); English for one this version does not know. */
export function mailTexts(locale: string | null | undefined): MailTexts {
  return MAIL_TEXTS[knownLocale(locale)];
}
