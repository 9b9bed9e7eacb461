/**
 * Where users write for help and credits. The specs do not name the address; it is one constant
 * here until themes carry their own.
 */
export const SUPPORT_EMAIL = 'support@moveready.example';
