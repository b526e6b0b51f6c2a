/**
 * Passwords of the built-in identity provider (ours: spec 000 names none). One rule for activation,
 * reset and change, checked by the IdP pages, the change call and the account page's form.
 */
export const PASSWORD_RULES = { minLength: 10, maxLength: 200 } as const;

/** At least 10 characters with letters and digits; at most 200. */
export const isPasswordStrongEnough = (password: string): boolean =>
  password.length >= PASSWORD_RULES.minLength &&
  password.length <= PASSWORD_RULES.maxLength &&
  /\p{L}/u.test(password) &&
  /\d/.test(password);

/** A password-reset link works once, for this long (issue 15). */
export const PASSWORD_RESET_TTL_HOURS = 1;
