import {
  Checkbox,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { AnswerValue, Question } from '../../../../domain/forms/definition.ts';
import { isoDate, NOT_KNOWN, parseAnswerDate } from '../../../../domain/forms/answer-dates.ts';
import { isValidEmail } from '../../../../domain/forms/answered.ts';
import { checkAnswer } from '../../../../domain/forms/check-answer.ts';
import { monthBounds, numberBounds } from '../../../../domain/forms/input-bounds.ts';
import { numberAffix, optionEntries, selectRendering, textLimit } from '../../../../domain/forms/layout.ts';
import tileClasses from './ChoiceTile.module.css';
import { ListInput } from './ListInput.tsx';
import { UploadQuestion } from './UploadQuestion.tsx';

type Props = {
  question: Question;
  value: AnswerValue | undefined;
  readOnly: boolean;
  onChange: (value: AnswerValue | null) => void;
  /** Shown under the question when the answer came from a record, the title or another form. */
  source?: { line: string; sample: boolean };
  /** In a table the column header says what the question is; the label is kept for screen readers only. */
  hideLabel?: boolean;
  /** Shown in an empty text input, where no label says what to type (an extra item's name). */
  placeholder?: string;
  /** Why the server refused this answer; shown beside the question until the answer changes. */
  refusal?: string;
};

function label(question: Question) {
  return question.formReference ? `${question.formReference} ${question.question}` : question.question;
}

/** For inputs with no error slot of their own (lists, uploads): the refusal under them. */
function WithRefusal({ refusal, children }: { refusal: string | undefined; children: ReactNode }) {
  if (!refusal) return children;
  return (
    <Stack gap={4}>
      {children}
      <Text size="sm" c="red.8">
        {refusal}
      </Text>
    </Stack>
  );
}

/** One question's input, chosen by its type (spec 02 §3, §5.2). */
/** A stored date as the month picker shows it ('June 2015' typed before → '2015-06'). */
function pickerMonth(text: string): string {
  const parsed = parseAnswerDate(text);
  return parsed?.kind === 'date' ? isoDate(parsed).slice(0, 7) : '';
}

export function QuestionInput({
  question,
  value,
  readOnly,
  onChange,
  source,
  hideLabel = false,
  placeholder,
  refusal,
}: Props) {
  const [touched, setTouched] = useState(false);
  // What the seller has typed but the answer check refuses: shown with the reason, never sent.
  const [draft, setDraft] = useState<string | null>(null);
  const stored = typeof value === 'string' ? value : '';
  const text = draft ?? stored;
  const typedRefusal = draft === null ? null : checkAnswer(question, draft);
  /** Sends a typed value only when the same check the server runs accepts it. */
  const offer = (typed: string) => {
    if (typed === '' || checkAnswer(question, typed) === null) {
      setDraft(null);
      onChange(typed === '' ? null : typed);
    } else {
      setDraft(typed);
    }
  };
  const options = optionEntries(question);
  const description =
    question.notes || source ? (
      <>
        {question.notes}
        {question.notes && source ? ' ' : null}
        {source ? <span data-testid="answer-source">{source.line}</span> : null}
        {source?.sample ? (
          <Text span size="xs" c="gray.7" data-testid="answer-source-sample">
            {' '}
            Sample data
          </Text>
        ) : null}
      </>
    ) : null;
  const common = {
    ...(hideLabel
      ? { 'aria-label': label(question), disabled: readOnly }
      : {
          label: label(question),
          description: description || undefined,
          disabled: readOnly,
          withAsterisk: question.required === 1,
        }),
    // The input's own checks (an email's shape) give way to the server's refusal, which is final.
    error: refusal,
  };

  switch (question.type) {
    case 'select':
      // In a table row there is no room for tiles: every choice is a dropdown there.
      if (hideLabel || selectRendering(question) === 'dropdown') {
        return (
          <Select
            {...common}
            data={options.map(([key, text]) => ({ value: key, label: text }))}
            value={text || null}
            onChange={(key) => onChange(key ?? null)}
            clearable={!readOnly}
            searchable
            // A table cell is narrow on a phone: the choice stays readable and the table scrolls.
            miw={hideLabel ? 150 : undefined}
            comboboxProps={{ withinPortal: true }}
          />
        );
      }
      return (
        <Radio.Group {...common} value={text} onChange={(key) => onChange(key)}>
          <SimpleGrid cols={{ base: 1, xs: options.length > 2 ? 2 : options.length }} mt="xs" spacing="xs">
            {options.map(([key, text]) => (
              <Radio.Card
                key={key}
                value={key}
                p="sm"
                radius="md"
                disabled={readOnly}
                aria-label={text}
                className={tileClasses.tile}
              >
                <Group wrap="nowrap" gap="sm">
                  <Radio.Indicator />
                  <Text size="sm">{text}</Text>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
      );
    case 'checkbox':
      return (
        <Checkbox.Group
          {...common}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={(keys) => {
            setTouched(true);
            onChange(keys.length ? keys : null);
          }}
          // A required choice such as heating (12.3) needs at least one box ticked (spec 02 §5.2).
          error={
            refusal ??
            (touched && question.required === 1 && !(Array.isArray(value) && value.length)
              ? 'Please choose at least one.'
              : undefined)
          }
        >
          <Stack gap={6} mt="xs">
            {options.map(([key, text]) => (
              <Checkbox key={key} value={key} label={text} disabled={readOnly} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          maxLength={textLimit(question)}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          inputWrapperOrder={['label', 'description', 'input', 'error']}
          rightSectionWidth={0}
        />
      );
    case 'currency':
    case 'percentage':
    case 'number': {
      const bounds = numberBounds(question);
      return (
        <NumberInput
          {...common}
          {...numberAffix(question.type)}
          thousandSeparator={question.type === 'currency' ? ',' : undefined}
          decimalScale={question.type === 'number' ? undefined : 2}
          min={bounds.min}
          max={bounds.max}
          allowDecimal={bounds.allowDecimal}
          allowNegative={bounds.min === undefined || bounds.min < 0}
          value={text === '' ? '' : Number(text)}
          onChange={(number) => offer(number === '' ? '' : String(number))}
          error={typedRefusal?.message ?? refusal}
          hideControls
        />
      );
    }
    case 'month':
      return (
        <TextInput
          {...common}
          type="month"
          {...monthBounds(question)}
          value={text}
          onChange={(event) => offer(event.currentTarget.value)}
          error={typedRefusal?.message ?? refusal}
        />
      );
    case 'email':
      return (
        <TextInput
          {...common}
          type="email"
          value={text}
          onBlur={() => setTouched(true)}
          error={
            typedRefusal?.message ??
            refusal ??
            (touched && text !== '' && !isValidEmail(text) ? 'Please enter a valid email address.' : undefined)
          }
          // An address the standard must hold is sent once it is one; others as typed (spec 02 §5.2).
          onChange={(event) =>
            question.rule?.email ? offer(event.currentTarget.value) : onChange(event.currentTarget.value)
          }
        />
      );
    case 'list':
      return (
        <WithRefusal refusal={refusal}>
          <ListInput
            question={question}
            rows={Array.isArray(value) ? (value as string[][]) : []}
            readOnly={readOnly}
            onChange={onChange}
            label={label(question)}
          />
        </WithRefusal>
      );
    case 'upload':
      return (
        <WithRefusal refusal={refusal}>
          <UploadQuestion
            question={question}
            label={label(question)}
            files={Array.isArray(value) ? (value as string[]) : []}
            readOnly={readOnly}
            hideLabel={hideLabel}
            onChange={onChange}
          />
        </WithRefusal>
      );
    default:
      if (question.rule?.date)
        return (
          <DateAnswer question={question} common={common} value={stored} onChange={onChange} readOnly={readOnly} />
        );
      return (
        <TextInput
          {...common}
          placeholder={placeholder}
          maxLength={textLimit(question)}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}

/**
 * A date the standard wants, asked as a month and year (a picker, so nothing else can be typed), with
 * "Not known" beside it where the standard holds that answer.
 */
function DateAnswer({
  question,
  common,
  value,
  onChange,
  readOnly,
}: {
  question: Question;
  common: { error?: string };
  value: string;
  onChange: Props['onChange'];
  readOnly: boolean;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const notKnown = value.trim().toLowerCase() === NOT_KNOWN.toLowerCase();
  const pick = (month: string) => {
    const problem = month === '' ? null : checkAnswer(question, month);
    setRefusal(problem?.message ?? null);
    if (!problem) onChange(month === '' ? null : month);
  };
  return (
    <Stack gap={6}>
      <TextInput
        {...common}
        type="month"
        {...monthBounds(question)}
        value={notKnown ? '' : pickerMonth(value)}
        disabled={readOnly || notKnown}
        onChange={(event) => pick(event.currentTarget.value)}
        error={refusal ?? common.error}
      />
      {question.rule?.date?.notKnown && (
        <Checkbox
          label={NOT_KNOWN}
          checked={notKnown}
          disabled={readOnly}
          onChange={(event) => onChange(event.currentTarget.checked ? NOT_KNOWN : null)}
        />
      )}
    </Stack>
  );
}
