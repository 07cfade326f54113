/** Minimum password length (spec sections 5 and 9); the server enforces it too. */
export const PASSWORD_MIN_LENGTH = 6;
