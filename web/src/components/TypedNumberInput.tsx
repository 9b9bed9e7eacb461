import { NumberInput, type NumberInputProps } from '@mantine/core';

type Props = Omit<
  NumberInputProps,
  | 'value'
  | 'onChange'
  | 'onValueChange'
  | 'min'
  | 'max'
  | 'clampBehavior'
  | 'allowNegative'
  | 'allowDecimal'
  | 'decimalScale'
  | 'fixedDecimalScale'
  | 'trimLeadingZeroesOnBlur'
  | 'allowedDecimalSeparators'
> & {
  /** The number as typed, e.g. '2999', '-5', '1.' while typing; '' when empty. */
  value: string;
  /** Told every change the user makes, with the text as typed (no separators or symbols). */
  onTextChange: (text: string) => void;
};

/**
 * A number input that never changes what was typed. Mantine's NumberInput clamps to min and max on
 * blur, drops a minus sign or a decimal point it was told not to allow, cuts decimals past a scale
 * and trims leading zeros; each would save a number the user did not type. Here nothing of that is
 * on: the value stays exactly as typed, and the caller checks it and says what is wrong. Only the
 * display groups thousands, when asked to. No min or max is given, so the arrow keys step by one
 * without jumping to a bound.
 */
export function TypedNumberInput({ value, onTextChange, thousandSeparator, ...props }: Props) {
  return (
    <NumberInput
      {...props}
      thousandSeparator={thousandSeparator}
      value={value}
      onValueChange={(values, info) => {
        // Typing, pasting and the arrow keys change the value; a new `value` prop is no change of the user's.
        if (String(info.source) !== 'prop') onTextChange(values.value);
      }}
      clampBehavior="none"
      allowNegative
      allowDecimal
      trimLeadingZeroesOnBlur={false}
      // A comma separates thousands where they are grouped; it never stands for the decimal point.
      allowedDecimalSeparators={['.']}
    />
  );
}
