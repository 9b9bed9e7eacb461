import { GraphQLError } from 'graphql';
import type { Static, TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';

/**
 * Outside production the gateway checks every REST answer against its contract, so a drift between
 * the API and the schema fails a test instead of reaching a screen; in production it trusts the
 * contract and spends nothing.
 */
const CHECK_ANSWERS = process.env.NODE_ENV !== 'production';

const validators = new WeakMap<TSchema, Validator>();

function validatorFor(schema: TSchema): Validator {
  let validator = validators.get(schema);
  if (!validator) {
    validator = Compile(schema) as unknown as Validator;
    validators.set(schema, validator);
  }
  return validator;
}

export function asContract<S extends TSchema>(schema: S, value: unknown, what: string): Static<S> {
  if (CHECK_ANSWERS) {
    const validator = validatorFor(schema);
    if (!validator.Check(value)) {
      const problems = [...validator.Errors(value)]
        .slice(0, 5)
        .map((error) => `${error.instancePath || '/'} ${error.message}`);
      throw new GraphQLError('The service sent an answer that does not match its contract.', {
        extensions: { code: 'UPSTREAM_ERROR', call: what, problems },
      });
    }
  }
  return value as Static<S>;
}
