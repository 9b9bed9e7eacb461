import type { FastifyError, FastifyInstance } from 'fastify';
import { Type, type Static, type TProperties } from 'typebox';
import { DEFAULT_THEME } from '../../../domain/themes.ts';
import { renderLinkOutcomePage } from './link-pages.ts';
import { IDENTITY_MESSAGES } from './messages.ts';
import { sharedValidatorCompiler } from '../../http/compiled-schemas.ts';

/**
 * What the sign-in pages take: the fields of their own forms and the token of an emailed link,
 * each as text no longer than its input allows and without a NUL (which PostgreSQL cannot store).
 * A request that sends anything else (a field twice, a JSON object where text belongs, a field no
 * form has, an interaction id that cannot be one) is refused with 400 before a handler runs, so no
 * handler sees a value the browser could not have sent. What a person can get wrong in a real form
 * (a short password, an email without @) is still said on the page itself, by its handler.
 */
const text = (maxLength: number) => Type.String({ maxLength, pattern: '^[^\\u0000]*$' });
const form = <P extends TProperties>(properties: P) => Type.Object(properties, { additionalProperties: false });

export const InteractionParams = Type.Object({ uid: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) });
export const LoginForm = form({ email: text(320), password: text(200) });
export const SignupForm = form({ name: text(200), email: text(320), password: text(200) });
export const EmailForm = form({ email: text(320) });
export const DemoForm = form({ account: text(255) });

const token = Type.String({ pattern: '^[A-Za-z0-9_-]{0,100}$' });
/** Mail clients may decorate a link with parameters of their own; only the token is read. */
export const LinkQuery = Type.Object({ token });
export const LinkForm = form({ token });
export const NewPasswordForm = form({ token, password: text(200) });

export type LoginInput = Static<typeof LoginForm>;
export type SignupInput = Static<typeof SignupForm>;
export type EmailInput = Static<typeof EmailForm>;
export type DemoInput = Static<typeof DemoForm>;
export type InteractionInput = Static<typeof InteractionParams>;
export type LinkQueryInput = Static<typeof LinkQuery>;
export type LinkFormInput = Static<typeof LinkForm>;
export type NewPasswordInput = Static<typeof NewPasswordForm>;

/**
 * Validation for the pages' plugin: no coercion (a list is not text, a number is not text) and no
 * silent removal of unknown fields; a refusal, or any other 4xx the pages or the provider raise
 * (an interaction that has expired, a body too large), is answered as a page, never as a 500.
 */
export function pageInputs(pages: FastifyInstance, startPage: string): void {
  const compile = sharedValidatorCompiler({
    coerceTypes: false,
    removeAdditional: false,
    useDefaults: false,
    allErrors: false,
  });
  pages.setValidatorCompiler(({ schema }) => compile(schema));
  pages.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.validation ? 400 : (error.statusCode ?? 500);
    if (status >= 500) throw error;
    const expired = !error.validation && error.name === 'SessionNotFound';
    return reply
      .code(status)
      .type('text/html')
      .send(
        renderLinkOutcomePage(DEFAULT_THEME, {
          title: expired ? 'Sign-in expired' : 'Something went wrong',
          kind: 'error',
          message: expired ? IDENTITY_MESSAGES.interactionExpired : IDENTITY_MESSAGES.formUnreadable,
          continueTo: startPage,
        }),
      );
  });
}
