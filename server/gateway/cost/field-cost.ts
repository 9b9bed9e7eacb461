import { getDirective } from '@graphql-tools/utils';
import {
  getNamedType,
  isInterfaceType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** Scalars whose value is built whole by the resolver, however large: a field returning one must be priced. */
const WHOLE_VALUE_SCALARS = new Set(['JSON', 'FormDefinition']);

/** Each priced field's weight, by `Type.field`, as `@cost(weight: …)` declares it in schema.graphql. */
export type FieldWeights = ReadonlyMap<string, number>;

/**
 * Reads `@cost(weight: …)` from every field. A field returning a whole JSON value without one is
 * refused at start-up: such a field can do any amount of work for one selection, so a new one
 * cannot be exposed at the price of a plain scalar by forgetting to price it.
 */
export function fieldWeights(schema: GraphQLSchema): FieldWeights {
  const weights = new Map<string, number>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!(isObjectType(type) || isInterfaceType(type)) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const cost = getDirective(schema, field, 'cost')?.[0];
      if (cost) weights.set(`${type.name}.${field.name}`, Number(cost.weight));
      else if (WHOLE_VALUE_SCALARS.has(getNamedType(field.type).name))
        throw new Error(`field ${type.name}.${field.name} returns a whole value but has no @cost(weight: …)`);
    }
  }
  return weights;
}

/**
 * The work an operation asks for: the sum of the weights of the priced fields it selects, each
 * counted once per place it is selected (aliases and every fragment spread count). It is an upper
 * bound that needs no variables: fields under @skip/@include count as included, and the branches
 * of a union all count. Unpriced fields weigh nothing here; their breadth is the
 * structural cost limit's. Runs on a validated document (every field exists, no fragment cycles).
 */
export function operationWork(
  schema: GraphQLSchema,
  weights: FieldWeights,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  // A fragment weighs the same wherever it is spread: worked out once, so spreading it many times costs nothing to count.
  const fragmentWork = new Map<string, number>();

  const selectionWork = (selectionSet: SelectionSetNode, parent: GraphQLNamedType | undefined): number => {
    let work = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (!parent || !(isObjectType(parent) || isInterfaceType(parent))) continue;
        const field = parent.getFields()[selection.name.value];
        if (!field) continue;
        work += weights.get(`${parent.name}.${field.name}`) ?? 0;
        if (selection.selectionSet) work += selectionWork(selection.selectionSet, getNamedType(field.type));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        work += selectionWork(selection.selectionSet, type);
      } else {
        const name = selection.name.value;
        if (!fragmentWork.has(name)) {
          const fragment = fragments.get(name);
          // Marked first, so a cycle (refused by validation) could not recurse for ever.
          fragmentWork.set(name, 0);
          if (fragment)
            fragmentWork.set(
              name,
              selectionWork(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value)),
            );
        }
        work += fragmentWork.get(name) ?? 0;
      }
    }
    return work;
  };

  const root =
    operation.operation === 'query'
      ? schema.getQueryType()
      : operation.operation === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  return selectionWork(operation.selectionSet, root ?? undefined);
}
