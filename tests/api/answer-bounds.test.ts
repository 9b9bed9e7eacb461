import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAnswer } from '../../domain/forms/check-answer.ts';
import type { FormPath } from '../../domain/forms/definition.ts';
import { ROLE } from '../../domain/roles.ts';
import { createProperty, createUser } from '../fixtures/factories.ts';
import { callApi } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';
import { acceptedValue, refusedValues, typedInputs, type TypedInput } from '../fixtures/typed-inputs.ts';

/**
 * The server refuses what the web inputs hold back, with the same reason: every typed number, year
 * and date of every form (generated from the definitions), sent with each value its bounds refuse,
 * answers 400 naming the question with the answer check's message, and stores nothing.
 */
let app: TestApp;
let token: string;
let propertyId: number;

const BY_FORM = new Map<FormPath, TypedInput[]>();
for (const input of typedInputs()) BY_FORM.set(input.form.path, [...(BY_FORM.get(input.form.path) ?? []), input]);

const sentence = (message: string) => (/[.!?]$/.test(message) ? message : `${message}.`);

function answerOf(input: TypedInput, text: string) {
  if (!input.column) return text;
  return [(input.question.listQuestions ?? []).map((column) => (column.id === input.column!.id ? text : ''))];
}

const load = (questionnaireId: number) =>
  callApi(app.url, 'GET', `/questionnaire/${propertyId}/${questionnaireId}`, { token });
const save = (questionnaireId: number, answers: Record<string, unknown>) =>
  callApi(app.url, 'POST', `/questionnaire/${propertyId}/${questionnaireId}`, { token, body: { answers } });

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  const db = app.database!.db;
  const seller = await createUser(db, { role: ROLE.homeMover });
  const now = Math.floor(Date.now() / 1000);
  token = await signWithProviderKey(db, {
    sub: seller.id,
    iss: `${app.publicUrl}/oidc`,
    aud: 'hop-web',
    iat: now,
    exp: now + 600,
  });
  // The last phase, where every form's questions are open.
  propertyId = (await createProperty(db, { name: '4 Bound Lane', sellerIds: [seller.id], phaseId: 3 })).id;
});
afterAll(() => app?.close());

describe('every typed number, year and date the server is sent', () => {
  it.each([...BY_FORM.keys()])(
    '%s: each refused value is refused with the answer check’s reason, and nothing is stored',
    async (path) => {
      const inputs = BY_FORM.get(path)!;
      const questionnaireId = inputs[0].form.id;
      const opened = await load(questionnaireId);
      expect(opened.status).toBe(200);
      const closed = new Set<string>(opened.body.disabled_questions);
      const before = opened.body.answers;
      // Each round sends one refused value of each question not yet tried with it.
      const waiting = inputs
        .filter((input) => !closed.has(input.question.id))
        .flatMap((input) => refusedValues(input).map((value) => ({ input, value })));
      expect(waiting.length).toBeGreaterThan(0);
      while (waiting.length > 0) {
        const round = new Map<string, { input: TypedInput; value: string }>();
        for (let index = 0; index < waiting.length; ) {
          const { input } = waiting[index];
          if (round.has(input.question.id)) index += 1;
          else round.set(input.question.id, waiting.splice(index, 1)[0]);
        }
        const answers = Object.fromEntries(
          [...round.values()].map(({ input, value }) => [input.question.id, answerOf(input, value)]),
        );
        const response = await save(questionnaireId, answers);
        expect(response.status, JSON.stringify(answers)).toBe(400);
        const refusals = new Map<string, string>(
          (response.body.error.questions as { question_id: string; message: string }[]).map((refusal) => [
            refusal.question_id,
            refusal.message,
          ]),
        );
        for (const { input, value } of round.values()) {
          const reason = checkAnswer(input.question, answerOf(input, value))?.message;
          expect(reason, `${input.question.id} ${value}`).toBeTruthy();
          expect(refusals.get(input.question.id), `${input.question.id} ${value}`).toBe(sentence(reason!));
        }
      }
      expect((await load(questionnaireId)).body.answers).toEqual(before);
    },
  );

  it.each([...BY_FORM.keys()])('%s: a value within the bounds of each is stored as sent', async (path) => {
    const inputs = BY_FORM.get(path)!.filter((input) => !input.column);
    const questionnaireId = inputs[0].form.id;
    const closed = new Set<string>((await load(questionnaireId)).body.disabled_questions);
    const answers = Object.fromEntries(
      inputs
        .filter((input) => !closed.has(input.question.id))
        .map((input) => [input.question.id, acceptedValue(input)]),
    );
    const response = await save(questionnaireId, answers);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect((await load(questionnaireId)).body.answers).toMatchObject(answers);
  });
});
