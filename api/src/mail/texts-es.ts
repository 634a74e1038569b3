import { lines, type MailTexts, type RequestResult, type RequestType } from './mail-texts.ts';

const request = (type: RequestType) => (type === 'EDIT' ? 'solicitud de edición' : 'solicitud de eliminación');
const outcome: Record<RequestResult, string> = {
  approved: 'ha sido aprobada y aplicada',
  rejected: 'ha sido rechazada',
  reset: 'no obtuvo una mayoría clara, así que la votación vuelve a empezar (se han borrado sus votos)',
  conflict: 'ha sido rechazada: el juego ha cambiado en los mismos puntos desde que la enviaste',
};
const headline: Record<RequestResult, string> = {
  approved: 'ha sido aprobada',
  rejected: 'ha sido rechazada',
  reset: 'vuelve a votación',
  conflict: 'ha sido rechazada',
};

export const es: MailTexts = {
  passwordReset: ({ link, minutes }) => ({
    subject: 'Restablece tu contraseña de Cartridge Vault',
    text: lines(
      'Alguien (esperamos que tú) ha pedido restablecer la contraseña de la cuenta de Cartridge Vault que usa esta dirección.',
      '',
      `Elige una contraseña nueva aquí (el enlace funciona una sola vez, durante ${minutes} minutos):`,
      link,
      '',
      'Si no lo has pedido tú, ignora este correo: tu contraseña seguirá igual.',
    ),
  }),
  emailVerification: ({ link, hours }) => ({
    subject: 'Confirma tu dirección de correo de Cartridge Vault',
    text: lines(
      '¡Te damos la bienvenida a Cartridge Vault! Confirma que esta dirección es tuya para votar, comentar y enviar solicitudes:',
      link,
      '',
      `El enlace funciona una sola vez, durante ${hours} horas; puedes pedir uno nuevo en tus ajustes.`,
      'Si no te has registrado, ignora este correo.',
    ),
  }),
  signUpAttempt: ({ link }) => ({
    subject: 'Alguien intentó registrarse en Cartridge Vault con tu dirección',
    text: lines(
      'Alguien (esperamos que tú) intentó crear una cuenta de Cartridge Vault con esta dirección, que ya tiene una. No se ha creado ninguna cuenta nueva.',
      '',
      `Para usar tu cuenta, inicia sesión aquí (o restablece allí tu contraseña si la olvidaste): ${link}`,
      '',
      'Si no fuiste tú, puedes ignorar este correo: tu cuenta no ha cambiado.',
    ),
  }),
  passwordChanged: () => ({
    subject: 'Se ha cambiado tu contraseña de Cartridge Vault',
    text: lines(
      'Se ha cambiado la contraseña de tu cuenta de Cartridge Vault y se han cerrado tus demás sesiones.',
      '',
      'Si no has sido tú, restablece tu contraseña de inmediato y ponte en contacto con nosotros.',
    ),
  }),
  passwordWasReset: () => ({
    subject: 'Se ha restablecido tu contraseña de Cartridge Vault',
    text: lines(
      'La contraseña de tu cuenta de Cartridge Vault se ha restablecido con un enlace enviado por correo y se han cerrado todas las sesiones.',
      '',
      'Si no has sido tú, vuelve a restablecer tu contraseña de inmediato y ponte en contacto con nosotros.',
    ),
  }),
  emailChanged: ({ newEmail }) => ({
    subject: 'Se ha cambiado el correo electrónico de tu cuenta de Cartridge Vault',
    text: lines(
      `El correo electrónico de tu cuenta de Cartridge Vault ahora es ${newEmail}.`,
      '',
      'Si no has sido tú, ponte en contacto con nosotros de inmediato.',
    ),
  }),
  securityQuestionChanged: () => ({
    subject: 'Se ha cambiado tu pregunta de seguridad de Cartridge Vault',
    text: lines(
      'Se ha cambiado la pregunta de seguridad de tu cuenta de Cartridge Vault. Es la pregunta que se te hace al restablecer una contraseña olvidada.',
      '',
      'Si no has sido tú, cambia de inmediato tu contraseña y tu pregunta de seguridad, y ponte en contacto con nosotros.',
    ),
  }),
  collectionGameRequest: ({ gameTitle, type, link }) => ({
    subject: `Nueva ${request(type)} para «${gameTitle}», un juego de tu colección`,
    text: lines(
      `Alguien ha enviado una ${request(type)} para «${gameTitle}», que está en tu colección.`,
      '',
      `Léela y vota: ${link}`,
    ),
  }),
  requestResult: ({ gameTitle, type, link, result, byModerator }) => ({
    subject: `Tu ${request(type)} para «${gameTitle}» ${headline[result]}`,
    text: lines(
      `${byModerator ? 'Un moderador ha decidido: tu' : 'Tu'} ${request(type)} para «${gameTitle}» ${outcome[result]}.`,
      '',
      link,
    ),
  }),
  collectionGameRemoved: ({ gameTitle, link }) => ({
    subject: `«${gameTitle}» se ha retirado del catálogo`,
    text: lines(
      `La comunidad ha aprobado retirar «${gameTitle}» (o algunas de sus versiones) del catálogo.`,
      'Tus copias de las versiones retiradas ya no están en tu colección.',
      '',
      `La solicitud: ${link}`,
    ),
  }),
  wantedForTrade: ({ friendName, gameTitle, link }) => ({
    subject: `${friendName} ofrece «${gameTitle}» para intercambio`,
    text: lines(
      `Tu amigo ${friendName} ha marcado una copia de «${gameTitle}» para intercambio. Está en tu lista de deseos.`,
      '',
      `Su perfil: ${link}`,
    ),
  }),
};
