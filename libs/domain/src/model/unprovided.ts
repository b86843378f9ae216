import { fromPromise } from 'xstate';

/**
 * The stand-in for an actor a machine's owner provides (`machine.provide({ actors })`): a
 * machine started without it fails loudly at that step instead of waiting for ever.
 */
export const unprovided = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} not provided`);
  });
