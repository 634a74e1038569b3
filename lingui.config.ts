import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// Japanese is `ja` here (BCP 47) and `jp` in localStorage, as the spec stores it.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'nl', 'fr', 'es', 'ja'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/web/src/locales/{locale}/messages',
      // shared/page-texts.ts holds page titles and descriptions the server uses too.
      include: ['<rootDir>/web/src', '<rootDir>/shared/page-texts.ts'],
      exclude: ['**/__generated__/**', '**/node_modules/**'],
    },
    {
      // The mails' own catalogue: the web's compiled one is shipped to browsers, mail texts are not.
      path: '<rootDir>/api/src/mail/locales/{locale}/messages',
      // The descriptors alone: the extractor would read mail-language.ts's i18n._ as a message.
      include: ['<rootDir>/api/src/mail/mail-messages.ts'],
    },
  ],
  // No line numbers: moving code must not churn the committed catalogues.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
