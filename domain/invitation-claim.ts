/** Who is claiming: the email of their sign-in and whether the identity provider verified it. */
export type Claimant = { email?: string; emailVerified: boolean };

export type ClaimDecision = { allowed: true } | { allowed: false; message: string };

/**
 * An invitation gives the invited email a property. Only someone who has proved they own that
 * email may take it: otherwise anyone could sign up with an address an agent is about to invite.
 * (Opening the invitation link itself also proves the email; that path marks the account verified.)
 */
export function mayClaimInvitation(claimant: Claimant, invitedEmail: string): ClaimDecision {
  if (!claimant.emailVerified)
    return { allowed: false, message: 'Please confirm your email address before you accept this invitation.' };
  if (!claimant.email || claimant.email.trim().toLowerCase() !== invitedEmail.trim().toLowerCase()) {
    return { allowed: false, message: 'This invitation was sent to another email address.' };
  }
  return { allowed: true };
}
