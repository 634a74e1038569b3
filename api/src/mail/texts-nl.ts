import { lines, type MailTexts, type RequestResult, type RequestType } from './mail-texts.ts';

const request = (type: RequestType) => (type === 'EDIT' ? 'bewerkingsverzoek' : 'verwijderverzoek');
const outcome: Record<RequestResult, string> = {
  approved: 'is goedgekeurd en doorgevoerd',
  rejected: 'is afgewezen',
  reset: 'kreeg geen duidelijke meerderheid, dus de stemming begint opnieuw (de stemmen zijn gewist)',
  conflict: 'is afgewezen: het spel is sinds je verzoek op dezelfde plaatsen gewijzigd',
};
const headline: Record<RequestResult, string> = {
  approved: 'is goedgekeurd',
  rejected: 'is afgewezen',
  reset: 'begint opnieuw',
  conflict: 'is afgewezen',
};

export const nl: MailTexts = {
  passwordReset: ({ link, minutes }) => ({
    subject: 'Stel een nieuw wachtwoord in voor Cartridge Vault',
    text: lines(
      'Iemand (hopelijk jij) heeft gevraagd het wachtwoord opnieuw in te stellen van het Cartridge Vault-account met dit e-mailadres.',
      '',
      `Kies hier een nieuw wachtwoord (de link werkt één keer, ${minutes} minuten lang):`,
      link,
      '',
      'Heb je hier niet om gevraagd? Negeer deze e-mail dan: je wachtwoord blijft zoals het is.',
    ),
  }),
  emailVerification: ({ link, hours }) => ({
    subject: 'Bevestig je e-mailadres bij Cartridge Vault',
    text: lines(
      'Welkom bij Cartridge Vault! Bevestig dat dit adres van jou is om te stemmen, te reageren en verzoeken in te dienen:',
      link,
      '',
      `De link werkt één keer, ${hours} uur lang; in je instellingen kun je een nieuwe aanvragen.`,
      'Heb je je niet aangemeld? Negeer deze e-mail dan.',
    ),
  }),
  signUpAttempt: ({ link }) => ({
    subject: 'Iemand probeerde zich bij Cartridge Vault aan te melden met je adres',
    text: lines(
      'Iemand (hopelijk jij) probeerde een Cartridge Vault-account aan te maken met dit adres, dat al een account heeft. Er is geen nieuw account gemaakt.',
      '',
      `Log hier in om je account te gebruiken (of stel daar een nieuw wachtwoord in als je het vergeten bent): ${link}`,
      '',
      'Was jij dit niet? Dan kun je deze mail negeren: je account is niet veranderd.',
    ),
  }),
  passwordChanged: () => ({
    subject: 'Je Cartridge Vault-wachtwoord is gewijzigd',
    text: lines(
      'Het wachtwoord van je Cartridge Vault-account is gewijzigd en je andere sessies zijn afgemeld.',
      '',
      'Was jij dit niet? Stel dan meteen een nieuw wachtwoord in en neem contact met ons op.',
    ),
  }),
  passwordWasReset: () => ({
    subject: 'Je Cartridge Vault-wachtwoord is opnieuw ingesteld',
    text: lines(
      'Het wachtwoord van je Cartridge Vault-account is opnieuw ingesteld via een gemailde link en alle sessies zijn afgemeld.',
      '',
      'Was jij dit niet? Stel dan meteen opnieuw een nieuw wachtwoord in en neem contact met ons op.',
    ),
  }),
  emailChanged: ({ newEmail }) => ({
    subject: 'Het e-mailadres van je Cartridge Vault-account is gewijzigd',
    text: lines(
      `Het e-mailadres van je Cartridge Vault-account is gewijzigd in ${newEmail}.`,
      '',
      'Was jij dit niet? Neem dan meteen contact met ons op.',
    ),
  }),
  securityQuestionChanged: () => ({
    subject: 'Je beveiligingsvraag bij Cartridge Vault is gewijzigd',
    text: lines(
      'De beveiligingsvraag van je Cartridge Vault-account is gewijzigd. Die vraag krijg je wanneer je een vergeten wachtwoord opnieuw instelt.',
      '',
      'Was jij dit niet? Wijzig dan meteen je wachtwoord en je beveiligingsvraag en neem contact met ons op.',
    ),
  }),
  collectionGameRequest: ({ gameTitle, type, link }) => ({
    subject: `Nieuw ${request(type)} voor "${gameTitle}", een spel uit je collectie`,
    text: lines(
      `Iemand heeft een ${request(type)} ingediend voor "${gameTitle}", dat in je collectie staat.`,
      '',
      `Lees het en breng je stem uit: ${link}`,
    ),
  }),
  requestResult: ({ gameTitle, type, link, result, byModerator }) => ({
    subject: `Je ${request(type)} voor "${gameTitle}" ${headline[result]}`,
    text: lines(
      `${byModerator ? 'Een moderator heeft besloten: je' : 'Je'} ${request(type)} voor "${gameTitle}" ${outcome[result]}.`,
      '',
      link,
    ),
  }),
  collectionGameRemoved: ({ gameTitle, link }) => ({
    subject: `"${gameTitle}" is uit de catalogus verwijderd`,
    text: lines(
      `De community heeft ingestemd met het verwijderen van "${gameTitle}" (of een deel van de versies) uit de catalogus.`,
      'Je exemplaren van de verwijderde versies staan niet meer in je collectie.',
      '',
      `Het verzoek: ${link}`,
    ),
  }),
  wantedForTrade: ({ friendName, gameTitle, link }) => ({
    subject: `${friendName} biedt "${gameTitle}" aan om te ruilen`,
    text: lines(
      `Je vriend ${friendName} heeft een exemplaar van "${gameTitle}" als ruilbaar gemarkeerd. Het staat op je verlanglijst.`,
      '',
      `Het profiel: ${link}`,
    ),
  }),
};
