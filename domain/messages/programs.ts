/**
 * What programs are told when they page or send GraphQL documents (issue 28): keyset paging on
 * REST, cursors on GraphQL, trusted documents. Apart from MESSAGES because only the API and the
 * gateway say them: the web app never does, and its first screens' bundle does not carry them.
 */
export const PROGRAM_MESSAGES = {
  keysetOneDirection: 'Page with after or before, not both, and not together with page.',
  cursorInvalid: (cursor: string) =>
    `The cursor ${cursor} is not one this list gave out. Use the cursor of an edge or pageInfo as it was sent.`,
  connectionOneDirection: 'Ask for first (with after) or last (with before), not both.',
  connectionSizeInvalid: (max: number) => `first and last take 0 to ${max} items.`,
  trustedDocumentRequired:
    "This client may only run the web app's own documents: send the document's hash (a persisted query), not query text.",
} as const;
