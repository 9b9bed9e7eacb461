import { productCredit, type Theme } from '../../../domain/themes.ts';
import { escapeHtml } from '../identity/pages.ts';
import type { MailMessage } from './mail-service.ts';

export type ThemedMailContent = {
  /** Names the kind of mail in the outbox (`verify-email`, `invitation`, …). */
  template: string;
  to: string;
  subject: string;
  /** Paragraphs of plain text, in order; the greeting is the first. */
  paragraphs: string[];
  /** The one thing the mail asks the reader to do: a button in HTML, the bare link in text. */
  action?: { label: string; url: string };
  /** Small print after the action (why they got it, what to do if it was not them). */
  footnote?: string;
};

/**
 * A mail in a theme's look: sent under the theme's name, its logo and name in a band of its brand
 * colour, its fonts, one button in its colour, and the product's credit only when the theme is a
 * partner's and not white-label. `appOrigin` is where the theme's app is served (the logo is
 * fetched from there). Every mail of the
 * product goes through here, so no mail carries another brand's look or name.
 */
export function themedMail(theme: Theme, appOrigin: string, content: ThemedMailContent): MailMessage {
  const credit = productCredit(theme);
  const text = [
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...(content.footnote ? [content.footnote] : []),
    `— ${theme.appName}${credit ? ` (${credit})` : ''}`,
  ].join('\n\n');
  const font = theme.fontFamily.replace(/"/g, "'");
  const headingFont = theme.headingsFontFamily.replace(/"/g, "'");
  const paragraphs = content.paragraphs.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join('');
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${theme.brandHex};color:#ffffff;font-weight:600;text-decoration:none;padding:10px 18px;border-radius:8px">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#495057">If the button does not work, open this link: <a href="${escapeHtml(content.action.url)}" style="color:${theme.brandHex}">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const footnote = content.footnote
    ? `<p style="margin:16px 0 0;font-size:13px;color:#495057">${escapeHtml(content.footnote)}</p>`
    : '';
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="color-scheme" content="light"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f3f5;font-family:${font};color:#1a1b1e;line-height:1.55">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f3f5"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${theme.brandHex};padding:14px 24px"><img src="${escapeHtml(appOrigin)}/favicons/${theme.key}.svg" alt="" width="32" height="32" style="vertical-align:middle;border:0;border-radius:6px">
<span style="vertical-align:middle;margin-left:10px;color:#ffffff;font-family:${headingFont};font-size:20px;font-weight:700">${escapeHtml(theme.appName)}</span></td></tr>
<tr><td style="padding:24px">${paragraphs}${button}${footnote}</td></tr>
<tr><td style="padding:12px 24px;border-top:1px solid #dee2e6;font-size:12px;color:#495057">${escapeHtml(theme.appName)}${credit ? ` · ${escapeHtml(credit)}` : ''}</td></tr>
</table></td></tr></table></body></html>`;
  return {
    template: content.template,
    to: content.to,
    subject: content.subject,
    text: `${text}\n`,
    html,
    senderName: theme.appName,
  };
}
