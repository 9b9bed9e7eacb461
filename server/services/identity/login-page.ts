import { roleLabel, type RoleCode } from '../../../domain/roles.ts';
import type { Theme } from '../../../domain/themes.ts';
import { alert, escapeHtml, page } from './pages.ts';

export type DemoAccountView = { id: string; name: string; email: string; role: RoleCode | null };

type Notice = { kind: 'error' | 'info'; text: string };

/** The theme of the client signing in, and its app's start page (the header's brand links there). */
type Look = { theme: Theme; home?: string };

type LoginPageInput = Look & {
  uid: string;
  demoAccounts: DemoAccountView[];
  notice?: Notice;
  email?: string;
  /** Set when the right password was given for an unconfirmed email: offers to send the link again. */
  resendTo?: string;
};

const actionFor = (uid: string) => `/oidc/interaction/${encodeURIComponent(uid)}`;
const notice = (value?: Notice) => (value ? alert(value.kind, value.text) : '');

function resendForm(action: string, email: string): string {
  return `<form method="post" action="${action}/resend"><input type="hidden" name="email" value="${escapeHtml(email)}">
<button type="submit" class="secondary">Send the link again</button></form>`;
}

/** The provider's sign-in page: a one-click list of demo accounts in demo mode, and email and password. */
export function renderLoginPage(input: LoginPageInput): string {
  const action = actionFor(input.uid);
  const demo = input.demoAccounts.length
    ? `<h2>Demo accounts</h2><p class="hint">Demo mode: choose an account to sign in as that role.</p>
<form method="post" action="${action}/demo">${input.demoAccounts
        .map(
          (account) =>
            `<button class="account" type="submit" name="account" value="${escapeHtml(account.id)}"><span>${escapeHtml(
              account.role ? roleLabel(account.role) : account.name,
            )}</span><span>${escapeHtml(account.email)}</span></button>`,
        )
        .join('')}</form><h2>Or log in with your email</h2>`
    : '';
  return page(
    'Log in',
    `<h1>Log in to ${escapeHtml(input.theme.appName)}</h1>
${notice(input.notice)}${input.resendTo ? resendForm(action, input.resendTo) : ''}
${demo}
<form method="post" action="${action}/login">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required maxlength="320" value="${escapeHtml(input.email ?? '')}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200">
<button type="submit">Log in</button></form>
<div class="links"><a href="${action}/signup">New here? Create an account</a><a href="${action}/forgot">Forgot your password?</a></div>
<form method="post" action="${action}/abort"><button type="submit" class="secondary">Cancel</button></form>`,
    { theme: input.theme, home: input.home },
  );
}

export function renderSignupPage(
  input: Look & { uid: string; notice?: Notice; name?: string; email?: string },
): string {
  const action = actionFor(input.uid);
  return page(
    'Sign up',
    `<h1>Create your ${escapeHtml(input.theme.appName)} account</h1>
${notice(input.notice)}
<form method="post" action="${action}/signup">
<label for="name">Full name</label><input id="name" name="name" autocomplete="name" required minlength="2" maxlength="200" value="${escapeHtml(input.name ?? '')}">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required maxlength="320" value="${escapeHtml(input.email ?? '')}">
<label for="password">Password (at least 8 characters)</label><input id="password" name="password" type="password" autocomplete="new-password" required minlength="8" maxlength="200">
<button type="submit">Sign up</button></form>
<div class="links"><a href="${action}">I already have an account</a></div>`,
    { theme: input.theme, home: input.home },
  );
}

/** After sign-up (or a resend): the account exists but cannot be used until the email is confirmed. */
export function renderCheckEmailPage(input: Look & { uid: string; email: string; notice: Notice }): string {
  const action = actionFor(input.uid);
  return page(
    'Check your email',
    `<h1>Check your email</h1>${notice(input.notice)}
<p class="hint">No email? Look in your spam folder, or ask for another.</p>${resendForm(action, input.email)}
<div class="links"><a href="${action}">Back to log in</a></div>`,
    { theme: input.theme, home: input.home },
  );
}

export function renderForgotPage(
  input: Look & { uid: string; notice?: Notice; email?: string; sent?: boolean },
): string {
  const action = actionFor(input.uid);
  const form = input.sent
    ? ''
    : `<p>Enter the email address of your account and we will send you a link to choose a new password.</p>
<form method="post" action="${action}/forgot">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required maxlength="320" value="${escapeHtml(input.email ?? '')}">
<button type="submit">Send me a link</button></form>`;
  return page(
    'Reset your password',
    `<h1>Reset your password</h1>${notice(input.notice)}${form}<div class="links"><a href="${action}">Back to log in</a></div>`,
    { theme: input.theme, home: input.home },
  );
}
