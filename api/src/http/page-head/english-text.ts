import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { PageText } from '#shared/page-texts';

// The server's page heads are in English, the source language: each message's own text, compiled
// by Lingui as the web app's build compiles it (placeholders, plurals), without a catalogue.
const english = setupI18n({ locale: 'en', messages: { en: {} } });
english.setMessagesCompiler(compileMessage);

/** A shared page text in English, with its placeholders filled. */
export function englishText(text: PageText, values?: Record<string, string>): string {
  return english._({ ...text, values });
}
