/** The footer's copyright range starts here (spec section 2). */
export const COPYRIGHT_FIRST_YEAR = 2025;
