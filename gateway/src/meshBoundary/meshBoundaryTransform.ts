import type { GraphQLSchema } from 'graphql';
import type { DelegationContext, SubschemaConfig, Transform } from '@graphql-tools/delegate';
import type { ExecutionRequest, ExecutionResult } from '@graphql-tools/utils';
import { RenameTypes, TransformEnumValues } from '@graphql-tools/wrap';

import { meshSourceDocuments } from '../sharedRootFields.js';
import { readableEnumValue, typeRenames } from './boundaryNames.js';
import { nonNullListItems } from './nonNullListItems.js';
import { nullableItemNames } from './nullableListItems.js';

/**
 * A step's per-request state starts as an empty object that the step fills itself (graphql-tools types
 * each transform's state by what it will hold), so the steps are held under one shape.
 */
type Step = Transform<Record<string, unknown>>;
function asStep<T>(transform: Transform<T>): Step {
  return transform as unknown as Step;
}
type StepContexts = Record<string, unknown> & { steps?: Record<string, unknown>[] };

/** What Mesh passes a transform named in `.meshrc.yml` (only the gateway's folder is used here). */
interface MeshTransformOptions {
  baseDir: string;
}

/**
 * The Mesh boundary, a root transform in `.meshrc.yml`: readable type and enum value names
 * (boundaryNames.ts) and non-null list items (nonNullListItems.ts). Renames are wrapping transforms, so
 * a request is translated back to Mesh's names and values before it reaches the api, and answers
 * (`__typename`, enum values) forward again.
 */
export default class MeshBoundaryTransform implements Transform<StepContexts> {
  private readonly keepNullable: ReadonlySet<string>;
  private steps: Step[] = [];

  constructor({ baseDir }: MeshTransformOptions) {
    this.keepNullable = nullableItemNames(meshSourceDocuments(baseDir));
  }

  transformSchema(schema: GraphQLSchema, subschemaConfig: SubschemaConfig): GraphQLSchema {
    const invented = Object.keys(schema.getTypeMap()).filter((name) => !name.startsWith('__'));
    const renames = typeRenames(invented);
    const keepNullable = this.keepNullable;
    this.steps = [
      asStep(new TransformEnumValues((_typeName, value, config) => [readableEnumValue(value), config])),
      asStep(new RenameTypes((name) => renames.get(name) ?? name)),
      { transformSchema: (current) => nonNullListItems(current, keepNullable) },
    ];
    return this.steps.reduce(
      (current, step) => step.transformSchema?.(current, subschemaConfig) ?? current,
      schema,
    );
  }

  transformRequest(
    request: ExecutionRequest,
    delegationContext: DelegationContext,
    contexts: StepContexts,
  ): ExecutionRequest {
    const steps = this.contextsOf(contexts);
    return this.steps.reduceRight(
      (current, step, index) =>
        step.transformRequest?.(current, delegationContext, steps[index] ?? {}) ?? current,
      request,
    );
  }

  transformResult(
    result: ExecutionResult,
    delegationContext: DelegationContext,
    contexts: StepContexts,
  ): ExecutionResult {
    const steps = this.contextsOf(contexts);
    return this.steps.reduce(
      (current, step, index) =>
        step.transformResult?.(current, delegationContext, steps[index] ?? {}) ?? current,
      result,
    );
  }

  /** Each step keeps its own per-request state, as it would as a transform of its own. */
  private contextsOf(contexts: StepContexts): Record<string, unknown>[] {
    contexts.steps ??= this.steps.map(() => ({}));
    return contexts.steps;
  }
}
