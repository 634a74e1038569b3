import { lines, type MailTexts, type RequestResult, type RequestType } from './mail-texts.ts';

const request = (type: RequestType) => (type === 'EDIT' ? 'demande de modification' : 'demande de suppression');
const outcome: Record<RequestResult, string> = {
  approved: 'a été approuvée et appliquée',
  rejected: 'a été rejetée',
  reset: 'n’a pas obtenu de majorité claire : le vote recommence (ses votes ont été effacés)',
  conflict: 'a été rejetée : le jeu a été modifié aux mêmes endroits depuis que vous l’avez soumise',
};
const headline: Record<RequestResult, string> = {
  approved: 'a été approuvée',
  rejected: 'a été rejetée',
  reset: 'repart pour un nouveau vote',
  conflict: 'a été rejetée',
};

export const fr: MailTexts = {
  passwordReset: ({ link, minutes }) => ({
    subject: 'Réinitialisez votre mot de passe Cartridge Vault',
    text: lines(
      'Quelqu’un (vous, espérons-le) a demandé la réinitialisation du mot de passe du compte Cartridge Vault associé à cette adresse.',
      '',
      `Choisissez un nouveau mot de passe ici (le lien ne fonctionne qu’une fois, pendant ${minutes} minutes) :`,
      link,
      '',
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
    ),
  }),
  emailVerification: ({ link, hours }) => ({
    subject: 'Confirmez votre adresse e-mail Cartridge Vault',
    text: lines(
      'Bienvenue sur Cartridge Vault ! Confirmez que cette adresse est la vôtre pour voter, commenter et soumettre des demandes :',
      link,
      '',
      `Le lien fonctionne une seule fois, pendant ${hours} heures ; vous pouvez en demander un nouveau dans vos paramètres.`,
      'Si vous ne vous êtes pas inscrit, ignorez cet e-mail.',
    ),
  }),
  signUpAttempt: ({ link }) => ({
    subject: 'Quelqu’un a tenté de s’inscrire sur Cartridge Vault avec votre adresse',
    text: lines(
      'Quelqu’un (vous, espérons-le) a tenté de créer un compte Cartridge Vault avec cette adresse, qui en a déjà un. Aucun nouveau compte n’a été créé.',
      '',
      `Pour utiliser votre compte, connectez-vous ici (ou réinitialisez-y votre mot de passe si vous l’avez oublié) : ${link}`,
      '',
      'Si ce n’était pas vous, ignorez ce message : votre compte n’a pas changé.',
    ),
  }),
  passwordChanged: () => ({
    subject: 'Votre mot de passe Cartridge Vault a été modifié',
    text: lines(
      'Le mot de passe de votre compte Cartridge Vault a été modifié et vos autres sessions ont été déconnectées.',
      '',
      'Si ce n’était pas vous, réinitialisez immédiatement votre mot de passe et contactez-nous.',
    ),
  }),
  passwordWasReset: () => ({
    subject: 'Votre mot de passe Cartridge Vault a été réinitialisé',
    text: lines(
      'Le mot de passe de votre compte Cartridge Vault a été réinitialisé à l’aide d’un lien envoyé par e-mail, et toutes les sessions ont été déconnectées.',
      '',
      'Si ce n’était pas vous, réinitialisez de nouveau votre mot de passe immédiatement et contactez-nous.',
    ),
  }),
  emailChanged: ({ newEmail }) => ({
    subject: 'L’adresse e-mail de votre compte Cartridge Vault a été modifiée',
    text: lines(
      `L’adresse e-mail de votre compte Cartridge Vault est désormais ${newEmail}.`,
      '',
      'Si ce n’était pas vous, contactez-nous immédiatement.',
    ),
  }),
  securityQuestionChanged: () => ({
    subject: 'Votre question de sécurité Cartridge Vault a été modifiée',
    text: lines(
      'La question de sécurité de votre compte Cartridge Vault a été modifiée. Elle vous est posée lorsque vous réinitialisez un mot de passe oublié.',
      '',
      'Si ce n’était pas vous, changez immédiatement votre mot de passe et votre question de sécurité, et contactez-nous.',
    ),
  }),
  collectionGameRequest: ({ gameTitle, type, link }) => ({
    subject: `Nouvelle ${request(type)} pour « ${gameTitle} », un jeu de votre collection`,
    text: lines(
      `Quelqu’un a soumis une ${request(type)} pour « ${gameTitle} », qui fait partie de votre collection.`,
      '',
      `Lisez-la et votez : ${link}`,
    ),
  }),
  requestResult: ({ gameTitle, type, link, result, byModerator }) => ({
    subject: `Votre ${request(type)} pour « ${gameTitle} » ${headline[result]}`,
    text: lines(
      `${byModerator ? 'Un modérateur a tranché : votre' : 'Votre'} ${request(type)} pour « ${gameTitle} » ${outcome[result]}.`,
      '',
      link,
    ),
  }),
  collectionGameRemoved: ({ gameTitle, link }) => ({
    subject: `« ${gameTitle} » a été retiré du catalogue`,
    text: lines(
      `La communauté a approuvé le retrait de « ${gameTitle} » (ou de certaines de ses versions) du catalogue.`,
      'Vos exemplaires des versions retirées ne figurent plus dans votre collection.',
      '',
      `La demande : ${link}`,
    ),
  }),
  wantedForTrade: ({ friendName, gameTitle, link }) => ({
    subject: `${friendName} propose « ${gameTitle} » à l’échange`,
    text: lines(
      `Votre ami ${friendName} a marqué un exemplaire de « ${gameTitle} » comme disponible à l’échange. Il figure sur votre liste de souhaits.`,
      '',
      `Son profil : ${link}`,
    ),
  }),
};
