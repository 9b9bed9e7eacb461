import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { cellProblem } from '../../../../domain/forms/check-answer.ts';
import type { AnswerValue, ListColumn, Question } from '../../../../domain/forms/definition.ts';
import { numberAffix, optionEntries } from '../../../../domain/forms/layout.ts';
import { addRow, canAddRow, canDeleteRow, deleteRow, displayedRows } from '../../../../domain/forms/list-rows.ts';
import { TypedNumberInput } from '../../components/TypedNumberInput.tsx';

type Props = {
  question: Question;
  rows: string[][];
  readOnly: boolean;
  label: string;
  onChange: (value: AnswerValue | null) => void;
};

const SINGLE_COLUMN: readonly ListColumn[] = [{ id: 'value', label: 'Details', type: 'text' }];

type CellProps = {
  column: ListColumn;
  label: string;
  value: string;
  readOnly: boolean;
  onChange: (text: string) => void;
};

/**
 * One cell, as its column's type asks: a choice from the column's options, a number (kept exactly as
 * typed, and marked with the answer check's reason when it is not one), or text.
 */
function Cell({ column, label, value, readOnly, onChange }: CellProps) {
  const error = value.trim() === '' ? undefined : cellProblem(column, value)?.message;
  const common = { label, disabled: readOnly, error, style: { flex: '1 1 10rem' } };
  if (column.type === 'select')
    return (
      <Select
        {...common}
        data={optionEntries(column).map(([key, text]) => ({ value: key, label: text }))}
        value={value || null}
        onChange={(key) => onChange(key ?? '')}
        clearable={!readOnly}
        searchable
        comboboxProps={{ withinPortal: true }}
      />
    );
  if (column.type === 'number' || column.type === 'currency' || column.type === 'percentage')
    return (
      <TypedNumberInput
        {...common}
        {...numberAffix(column.type)}
        thousandSeparator={column.type === 'currency' ? ',' : undefined}
        value={value}
        onTextChange={onChange}
        hideControls
      />
    );
  return <TextInput {...common} value={value} onChange={(event) => onChange(event.currentTarget.value)} />;
}

/**
 * A list question (spec 02 §5.2): always at least one row; 'Add another' appends an empty row up
 * to the question's most rows; delete is hidden while only one row remains.
 */
export function ListInput({ question, rows, readOnly, label, onChange }: Props) {
  const columns = question.listQuestions?.length ? question.listQuestions : SINGLE_COLUMN;
  const shown = displayedRows(rows, columns);
  const setCell = (rowIndex: number, columnIndex: number, text: string) =>
    onChange(
      shown.map((row, r) =>
        r === rowIndex ? columns.map((_, c) => (c === columnIndex ? text : (row[c] ?? ''))) : [...row],
      ),
    );

  return (
    <Stack gap="xs" role="group" aria-label={label}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {shown.map((row, rowIndex) => (
        <Group key={rowIndex} align="flex-start" wrap="wrap" gap="xs">
          {columns.map((column, columnIndex) => (
            <Cell
              key={column.id}
              column={column}
              label={shown.length > 1 ? `${column.label} (row ${rowIndex + 1})` : column.label}
              value={row[columnIndex] ?? ''}
              readOnly={readOnly}
              onChange={(text) => setCell(rowIndex, columnIndex, text)}
            />
          ))}
          {canDeleteRow(shown) && !readOnly ? (
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              aria-label={`Delete row ${rowIndex + 1}`}
              onClick={() => onChange(deleteRow(shown, rowIndex, columns).map((r) => [...r]))}
            >
              ✕
            </ActionIcon>
          ) : null}
        </Group>
      ))}
      {!readOnly && canAddRow(shown, question.maxRows) ? (
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          onClick={() => onChange(addRow(shown, columns, question.maxRows).map((r) => [...r]))}
        >
          Add another
        </Button>
      ) : null}
    </Stack>
  );
}
