import type { Db } from '../../store/database.ts';

/**
 * What an invitation needs from the process: the database, where browsers reach the product (the
 * base of the link in the mail), and a nudge that wakes the mail runner once the mail is queued.
 */
export type InvitationDeps = { db: Db; publicUrl: string; mailQueued?: () => void };
