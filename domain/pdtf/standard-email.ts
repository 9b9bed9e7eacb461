/**
 * An email address as the PDTF's `format: email` holds it: JSON Schema's email format is RFC 5321's
 * mailbox in ASCII, a dot-atom before the @ and dotted host labels after it. A mail client takes
 * more (accented letters, a dot at either end of the name; answered.ts), so a question answering
 * such a field refuses the rest (check-answer.ts), and the export leaves out an address stored
 * before that rather than exporting it invalid.
 */
const MAILBOX =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

export function isStandardEmail(text: string): boolean {
  return MAILBOX.test(text);
}
