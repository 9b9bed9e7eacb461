/** PDTF paths may carry array positions (`/ownershipsToBeTransferred/0/…`); the schema's do not. */
export function normalisePdtfPath(path: string): string {
  return path.replace(/\/\d+(?=\/|$)/g, '');
}
