import type { FormErrors } from '@mantine/form';
import { EMAIL_MAX, lengthProblem, NAME_MAX } from '../../../../../domain/text-length.ts';

/** A new person's name or email past what the API takes, said beside the field; null when both fit. */
export function personLengthProblems(values: { name: string; email: string }): FormErrors | null {
  const name = lengthProblem(values.name, NAME_MAX);
  const email = lengthProblem(values.email, EMAIL_MAX);
  if (!name && !email) return null;
  return { ...(name ? { name } : {}), ...(email ? { email } : {}) };
}
