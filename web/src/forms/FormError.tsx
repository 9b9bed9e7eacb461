/** A form's own error (a refusal, or one message for the whole form), read out as it appears. */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <div role="alert" style={{ color: 'var(--mantine-color-red-8)' }}>
      {message}
    </div>
  ) : null;
}
