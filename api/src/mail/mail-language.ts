import { knownLocale, type Locale } from '#shared/locale-rules';
import type { MailTexts } from './mail-texts.ts';
import { en } from './texts-en.ts';
import { nl } from './texts-nl.ts';
import { fr } from './texts-fr.ts';
import { es } from './texts-es.ts';
import { ja } from './texts-ja.ts';

export const MAIL_TEXTS: Record<Locale, MailTexts> = { en, nl, fr, es, ja };

/** The texts in a member's language (their account's `locale`); English for one this version does not know. */
export function mailTexts(locale: string | null | undefined): MailTexts {
  return MAIL_TEXTS[knownLocale(locale)];
}
