/**
 * One answer in the PDTF's terms, and where it goes: option keys become the enum values their
 * derived rule names (never by position), numbers become numbers, dates their first day or "Not
 * known", a list its items (column ids are the item's fields), a yes/no asked about a whole
 * discriminated object its `yesNo`. Undefined when the standard has no value for the answer.
 */
import type { AnswerValue, ListColumn, Question } from '../forms/definition.ts';
import { isoDate, parseAnswerDate } from '../forms/answer-dates.ts';
import { resolvePdtfPath, type SchemaNode } from '../forms/pdtf/resolve.ts';
import type { Json, JsonObject } from './json.ts';
import { isStandardEmail } from './standard-email.ts';

const NUMERIC_SCHEMA = new Set(['number', 'integer']);

function typesOf(node: SchemaNode | undefined): string[] {
  if (!node?.type) return [];
  return typeof node.type === 'string' ? [node.type] : [...node.type];
}

/** One option key in the standard's terms, by the question's derived rule (never by position). */
function optionValue(
  options: { rule?: Question['rule']; answers?: Question['answers'] },
  key: string,
  values = options.rule?.values,
): Json | undefined {
  if (values) return values[key];
  // A question with a PDTF path always has a rule; a text field with no enum takes the label.
  return options.answers?.[key] ?? undefined;
}

/** A date answer as the standard writes it ('2015-06-01' or 'Not known'), or undefined when it is none. */
function dateValue(text: string): Json | undefined {
  const parsed = parseAnswerDate(text);
  return parsed ? isoDate(parsed) : undefined;
}

function cellValue(column: ListColumn, cell: string, node: SchemaNode | undefined, values: Question['rule']): Json {
  if (cell.trim() === '') return '';
  if (column.type === 'select') return optionValue(column, cell, values?.columnValues?.[column.id]) ?? '';
  if (NUMERIC_SCHEMA.has(typesOf(node)[0] ?? '') && /^-?\d+(\.\d+)?$/.test(cell.trim())) return Number(cell.trim());
  return cell.trim();
}

/**
 * Where a question's answer goes: its path, or the `yesNo` of a discriminated object when the path
 * names the object itself (a plain yes/no asked about the whole subject).
 */
export function answerTarget(schema: SchemaNode, path: string): { path: string; node: SchemaNode | undefined } {
  const node = resolvePdtfPath(schema, path);
  const objectLike = node && (typesOf(node).includes('object') || (!node.type && (node.properties || node.oneOf)));
  if (objectLike) {
    const yesNo = resolvePdtfPath(schema, `${path}/yesNo`);
    if (yesNo) return { path: `${path}/yesNo`, node: yesNo };
  }
  return { path, node };
}

/** An answer in the schema's terms, or undefined when it has no place there. */
export function pdtfValue(question: Question, value: AnswerValue, node: SchemaNode | undefined): Json | undefined {
  const types = typesOf(node);
  switch (question.type) {
    case 'select':
      return optionValue(question, value as string);
    case 'checkbox': {
      if (types.includes('boolean')) return (value as readonly string[]).length > 0;
      const values = (value as readonly string[])
        .map((key) => optionValue(question, key))
        .filter((v): v is Json => v !== undefined);
      return types.includes('array') || types.length === 0 ? values : values.join(', ');
    }
    case 'list': {
      const rows = (value as readonly (readonly string[])[]).filter((row) => row.some((cell) => cell.trim() !== ''));
      if (types.includes('array')) {
        // Column ids are the fields of each item; each cell takes the item field's type.
        const fields = node?.items?.properties ?? {};
        const items: JsonObject[] = rows.map((row) =>
          Object.fromEntries(
            (question.listQuestions ?? [])
              .map(
                (column, index) =>
                  [column.id, cellValue(column, row[index] ?? '', fields[column.id], question.rule)] as const,
              )
              .filter(([, cell]) => cell !== ''),
          ),
        );
        // A row whose cells all have no value in the standard gives no item.
        return items.filter((item) => Object.keys(item).length > 0);
      }
      return rows.map((row) => row.filter(Boolean).join(', ')).join('; ');
    }
    case 'upload':
      return undefined;
    case 'currency':
    case 'number':
    case 'percentage': {
      const text = (value as string).trim();
      if (NUMERIC_SCHEMA.has(types[0] ?? '')) return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
      return text;
    }
    case 'email': {
      // Only an address the standard's email format holds (standard-email.ts).
      const text = (value as string).trim();
      return isStandardEmail(text) ? text : undefined;
    }
    default: {
      const text = (value as string).trim();
      if (question.rule?.date) return dateValue(text);
      if (NUMERIC_SCHEMA.has(types[0] ?? '') && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
      if (types.includes('boolean')) return text.toLowerCase() === 'yes';
      return text;
    }
  }
}
