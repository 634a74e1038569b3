// Terms of service version and dialog width (spec sections 4 and 9).
export const TERMS_VERSION = '1.2';
export const TERMS_DIALOG_MAX_WIDTH_PX = 600;
