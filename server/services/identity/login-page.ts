import { roleLabel, type RoleCode } from '../../../domain/roles.ts';
import { escapeHtml, page } from './pages.ts';

export type DemoAccountView = { id: string; name: string; email: string; role: RoleCode | null };

type LoginPageInput = { uid: string; appName: string; demoAccounts: DemoAccountView[]; error?: string; email?: string };

/** The provider's sign-in page: a one-click list of demo accounts in demo mode, and email and password. */
export function renderLoginPage(input: LoginPageInput): string {
  const action = `/oidc/interaction/${encodeURIComponent(input.uid)}`;
  const demo = input.demoAccounts.length
    ? `<h2>Demo accounts</h2><p class="demo-note">Demo mode: choose an account to sign in as that role.</p>
<form method="post" action="${action}/demo">${input.demoAccounts
        .map(
          (account) =>
            `<button class="account" type="submit" name="account" value="${escapeHtml(account.id)}"><span>${escapeHtml(
              account.role ? roleLabel(account.role) : account.name,
            )}</span><span>${escapeHtml(account.email)}</span></button>`,
        )
        .join('')}</form><h2>Or sign in with your email</h2>`
    : '';
  return page(
    `Log in to ${input.appName}`,
    `<h1>Log in to ${escapeHtml(input.appName)}</h1>
${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ''}
${demo}
<form method="post" action="${action}/login">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(input.email ?? '')}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Log in</button></form>
<p><a href="${action}/signup">New here? Create an account</a></p>
<form method="post" action="${action}/abort"><button type="submit" style="background:#5b6b67">Cancel</button></form>`,
  );
}

export function renderSignupPage(input: { uid: string; appName: string; error?: string; name?: string; email?: string }): string {
  const action = `/oidc/interaction/${encodeURIComponent(input.uid)}`;
  return page(
    `Sign up to ${input.appName}`,
    `<h1>Create your ${escapeHtml(input.appName)} account</h1>
${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ''}
<form method="post" action="${action}/signup">
<label for="name">Full name</label><input id="name" name="name" autocomplete="name" required minlength="2" maxlength="200" value="${escapeHtml(input.name ?? '')}">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required maxlength="320" value="${escapeHtml(input.email ?? '')}">
<label for="password">Password (at least 8 characters)</label><input id="password" name="password" type="password" autocomplete="new-password" required minlength="8" maxlength="200">
<button type="submit">Sign up</button></form>
<p><a href="${action}">I already have an account</a></p>`,
  );
}
