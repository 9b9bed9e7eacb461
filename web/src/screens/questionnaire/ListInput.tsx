import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { AnswerValue, ListColumn, Question } from '../../../../domain/forms/definition.ts';
import { addRow, canAddRow, canDeleteRow, deleteRow, displayedRows } from '../../../../domain/forms/list-rows.ts';

type Props = {
  question: Question;
  rows: string[][];
  readOnly: boolean;
  label: string;
  onChange: (value: AnswerValue | null) => void;
};

const SINGLE_COLUMN: readonly ListColumn[] = [{ id: 'value', label: 'Details', type: 'text' }];

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
        <Group key={rowIndex} align="flex-end" wrap="wrap" gap="xs">
          {columns.map((column, columnIndex) => (
            <TextInput
              key={column.id}
              label={column.label}
              value={row[columnIndex] ?? ''}
              disabled={readOnly}
              style={{ flex: '1 1 10rem' }}
              onChange={(event) => setCell(rowIndex, columnIndex, event.currentTarget.value)}
            />
          ))}
          {canDeleteRow(shown) && !readOnly ? (
            <ActionIcon
              variant="subtle"
              color="red"
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
