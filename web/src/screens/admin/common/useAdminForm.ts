import type { ErrorLike } from '@apollo/client';
import type { FormErrors } from '@mantine/form';
import { useSubmitForm } from '../../../forms/useSubmitForm.ts';
import { useNotify } from '../../../notifications/Notifier.tsx';
import { mutationMessage } from './mutationMessage.ts';

/**
 * An admin add form: on a valid submit it saves, says `savedMessage` and empties the form for the
 * next entry; a refusal is shown on the form and raised as a notification, in the spec's words.
 * `save` returns false when there was nothing to confirm (no answer).
 */
export function useAdminForm<Values extends Record<string, unknown>>(options: {
  initialValues: Values;
  validate: (values: Values) => FormErrors;
  save: (values: Values) => Promise<boolean | void>;
  savedMessage: string;
  failedMessage: string;
}) {
  const notify = useNotify();
  const submitForm = useSubmitForm<Values>({
    initialValues: options.initialValues,
    validate: options.validate,
    submit: async (values) => {
      if ((await options.save(values)) === false) return;
      notify(options.savedMessage);
      submitForm.form.reset();
    },
    failureMessage: (error) => mutationMessage(error as ErrorLike, options.failedMessage),
    onFailure: (message) => notify(message, 'error'),
  });
  return submitForm;
}
