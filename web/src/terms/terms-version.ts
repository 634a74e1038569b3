// Terms of service version (shared with the server, which records an agreement posted without
// script) and dialog width (spec sections 4 and 9).
export { TERMS_VERSION } from '#shared/terms-rules';
export const TERMS_DIALOG_MAX_WIDTH_PX = 600;
