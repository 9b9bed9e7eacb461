import { escapeHtml } from '../identity/pages.ts';
import type { MailMessage } from './mail-service.ts';

/** Tells an agent that a property's documentation is complete for its phase (spec 01 §4). */
export function documentationCompleteMail(input: {
  to: string;
  name: string;
  propertyName: string;
  phaseLabel: string;
  link: string;
}): MailMessage {
  const lines = [
    `Hello ${input.name},`,
    `The sellers of ${input.propertyName} have completed the documentation for ${input.phaseLabel}. Every checklist item is answered; open the property to see the action plan and the document vault.`,
  ];
  return {
    template: 'documentation-complete',
    to: input.to,
    subject: `${input.propertyName}: documentation complete for ${input.phaseLabel}`,
    text: `${lines.join('\n\n')}\n\n${input.link}\n`,
    html: `<!doctype html><html lang="en-GB"><body style="font-family: system-ui, sans-serif; color: #1a1b1e">${lines
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('')}<p><a href="${escapeHtml(input.link)}">Open ${escapeHtml(input.propertyName)}</a></p></body></html>`,
  };
}
