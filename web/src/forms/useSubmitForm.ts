import { useForm, type FormErrors, type UseFormInput } from '@mantine/form';

/** The error key of a message about the whole form: a refusal from the server, or one message for any invalid field. */
export const FORM_ERROR = 'form';

type Options<Values> = {
  initialValues: Values;
  /** Every rule of the form at once, returning a message per field (and under FORM_ERROR for the form); domain/ decides each rule. */
  validate?: (values: Values) => FormErrors;
  /** Fields checked as soon as the user leaves them, before any submit. */
  validateInputOnBlur?: UseFormInput<Values>['validateInputOnBlur'];
  /** Runs with valid values; throws when the change failed. */
  submit: (values: Values) => Promise<void>;
  /** The message shown (as the form's error) for a failed submit. */
  failureMessage: (error: unknown) => string;
  /** Also called with that message, e.g. to raise a notification. */
  onFailure?: (message: string) => void;
};

/**
 * One form's state in @mantine/form (values, errors, submitting) and the submit every form here
 * repeats: validate, stop with the messages if anything is wrong, run the change, and on failure
 * show its message as the form's error. A valid submit clears the last failure.
 */
export function useSubmitForm<Values extends Record<string, unknown>>(options: Options<Values>) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: options.initialValues,
    validate: options.validate,
    validateInputOnBlur: options.validateInputOnBlur,
  });
  const onSubmit = form.onSubmit(async (values) => {
    try {
      await options.submit(values);
    } catch (error) {
      const message = options.failureMessage(error);
      form.setFieldError(FORM_ERROR, message);
      options.onFailure?.(message);
    }
  });
  const formError = form.errors[FORM_ERROR];
  return { form, onSubmit, formError: typeof formError === 'string' ? formError : null };
}
