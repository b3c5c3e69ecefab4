import type { Plugin } from '@envelop/core';
import type { ExecutionResult, GraphQLError } from 'graphql';

import { maskUpstreamError } from './upstreamErrors.js';

function isExecutionResult(value: unknown): value is ExecutionResult {
  return typeof value === 'object' && value !== null && !(Symbol.asyncIterator in value);
}

/** Applies maskUpstreamError to every error of every execution result. */
export function maskUpstreamErrorsPlugin(): Plugin {
  return {
    onExecute() {
      return {
        onExecuteDone({ result, setResult }) {
          if (!isExecutionResult(result) || result.errors === undefined) return;
          setResult({
            ...result,
            errors: result.errors.map((error: GraphQLError) => maskUpstreamError(error)),
          });
        },
      };
    },
  };
}
