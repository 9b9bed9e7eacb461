/** Spec 01 §5 "a standard address shape": something, an @, a domain with a dot, no spaces; at most 320 characters. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;
export const EMAIL_MAX = 320;

/** Whether the text, without surrounding spaces, is an email address of that shape. */
export function isEmailAddress(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX && EMAIL_SHAPE.test(email);
}
