import { Checkbox, Group, Radio, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { AnswerValue, Question } from '../../../../domain/forms/definition.ts';
import { isoDate, NOT_KNOWN, parseAnswerDate } from '../../../../domain/forms/answer-dates.ts';
import { isValidEmail } from '../../../../domain/forms/answered.ts';
import { checkAnswer } from '../../../../domain/forms/check-answer.ts';
import { monthBounds } from '../../../../domain/forms/input-bounds.ts';
import { numberAffix, optionEntries, selectRendering } from '../../../../domain/forms/layout.ts';
import { TypedNumberInput } from '../../components/TypedNumberInput.tsx';
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
  /**
   * Told when what the user typed is held back, with the reason (null once nothing is): the answer
   * check refused it, so it stays on screen as typed and is not sent.
   */
  onHeld?: (reason: string | null) => void;
};

function label(question: Question) {
  return question.formReference ? `${question.formReference} ${question.question}` : question.question;
}

/**
 * For inputs with no error slot of their own (lists, uploads): the refusal under them. The wrapper
 * is there with or without one, so a reason appearing never remounts the input being typed in.
 */
function WithRefusal({ refusal, children }: { refusal: string | undefined; children: ReactNode }) {
  return (
    <Stack gap={4}>
      {children}
      {refusal ? (
        <Text size="sm" c="red.8">
          {refusal}
        </Text>
      ) : null}
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
  onHeld,
}: Props) {
  const [touched, setTouched] = useState(false);
  const { shown, held, offer } = useHeldAnswer(question, value, onChange, onHeld);
  const text = typeof shown === 'string' ? shown : '';
  const error = held ?? refusal;
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
    // What the answer check holds back, else the server's refusal, stands beside the input.
    error,
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
          value={text}
          onChange={(event) => offer(event.currentTarget.value)}
          inputWrapperOrder={['label', 'description', 'input', 'error']}
          rightSectionWidth={0}
        />
      );
    case 'currency':
    case 'percentage':
    case 'number':
      return (
        <TypedNumberInput
          {...common}
          {...numberAffix(question.type)}
          thousandSeparator={question.type === 'currency' ? ',' : undefined}
          value={text}
          onTextChange={(typed) => offer(typed === '' ? null : typed)}
          hideControls
        />
      );
    case 'month':
      return (
        <TextInput
          {...common}
          type="month"
          {...monthBounds(question)}
          value={text}
          onChange={(event) => offer(event.currentTarget.value === '' ? null : event.currentTarget.value)}
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
            error ?? (touched && text !== '' && !isValidEmail(text) ? 'Please enter a valid email address.' : undefined)
          }
          // An address the standard must hold is sent once it is one; others as typed (spec 02 §5.2).
          onChange={(event) => offer(event.currentTarget.value)}
        />
      );
    case 'list':
      return (
        <WithRefusal refusal={error}>
          <ListInput
            question={question}
            rows={Array.isArray(shown) ? (shown as string[][]) : []}
            readOnly={readOnly}
            onChange={offer}
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
        return <DateAnswer question={question} common={common} value={text} offer={offer} readOnly={readOnly} />;
      return (
        <TextInput
          {...common}
          placeholder={placeholder}
          value={text}
          onChange={(event) => offer(event.currentTarget.value)}
        />
      );
  }
}

/**
 * A date the standard wants, asked as a month and year (a picker, so nothing else can be typed), with
 * "Not known" beside it where the standard holds that answer. A month outside the question's bounds
 * stays picked, marked with the reason, and is not sent.
 */
function DateAnswer({
  question,
  common,
  value,
  offer,
  readOnly,
}: {
  question: Question;
  common: { error?: string };
  value: string;
  offer: (value: AnswerValue | null) => void;
  readOnly: boolean;
}) {
  const notKnown = value.trim().toLowerCase() === NOT_KNOWN.toLowerCase();
  return (
    <Stack gap={6}>
      <TextInput
        {...common}
        type="month"
        {...monthBounds(question)}
        value={notKnown ? '' : pickerMonth(value)}
        disabled={readOnly || notKnown}
        onChange={(event) => offer(event.currentTarget.value === '' ? null : event.currentTarget.value)}
      />
      {question.rule?.date?.notKnown && (
        <Checkbox
          label={NOT_KNOWN}
          checked={notKnown}
          disabled={readOnly}
          onChange={(event) => offer(event.currentTarget.checked ? NOT_KNOWN : null)}
        />
      )}
    </Stack>
  );
}

/**
 * What a typed answer shows and whether it is sent: a value the answer check (the server's own)
 * accepts is sent at once; one it refuses stays on screen exactly as typed, with the reason, and is
 * not sent, so the stored answer is never one the user did not type. The caller is told while
 * something is held back, and when it no longer is.
 */
function useHeldAnswer(
  question: Question,
  value: AnswerValue | undefined,
  onChange: (value: AnswerValue | null) => void,
  onHeld: ((reason: string | null) => void) | undefined,
) {
  // undefined: nothing held back; otherwise the typed value the check refused.
  const [draft, setDraft] = useState<AnswerValue | null | undefined>(undefined);
  const held = draft === undefined || draft === null ? null : (checkAnswer(question, draft)?.message ?? null);
  const tell = useRef(onHeld);
  tell.current = onHeld;
  // Told only of a change: a form draws hundreds of inputs, and most never hold anything back.
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (told.current === held) return;
    told.current = held;
    tell.current?.(held);
  }, [held]);
  // Leaving the screen lets go of what was held: it was never sent.
  useEffect(
    () => () => {
      if (told.current !== null) tell.current?.(null);
    },
    [],
  );
  const offer = (typed: AnswerValue | null) => {
    if (typed === null || checkAnswer(question, typed) === null) {
      setDraft(undefined);
      onChange(typed);
    } else {
      setDraft(typed);
    }
  };
  return { shown: draft === undefined ? value : draft, held, offer };
}
