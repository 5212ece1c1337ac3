import { createMachine, type setup } from 'xstate';

/** A `setup` whose answer keeps only `createMachine`, with `setup`'s own types (see below). */
declare function onlyCreateMachine<Args extends unknown[], Answer extends { createMachine: unknown }>(
  setupFunction: (...args: Args) => Answer,
): (...args: Args) => Pick<Answer, 'createMachine'>;

// Never called: only its type is read, so the machines are typed exactly as by `setup`.
const typedSetup = (setupFunction: typeof setup) => onlyCreateMachine(setupFunction);

/**
 * XState's `setup(...).createMachine(...)`, typed the same, without the rest of what `setup`
 * answers (`assign`, `sendTo`, `raise`, `log`, `cancel`, `stopChild`, `enqueueActions`, `emit`,
 * `spawnChild`, `extend`): `setup` refers to all of them, so an app that imports one machine would
 * load every one of those action creators (about 0.9 KB gzip) whether the machine uses it or not.
 * The machine it makes is the one `setup` makes: `createMachine(config, implementations)`.
 * @example
 * const machine = setupMachine({ types: { context: {} as { count: number } } }).createMachine({ ... });
 */
export const setupMachine = (({ schemas, ...implementations }: SetupArgument) => ({
  // `implementations` keeps `types` too, which the machine does not read (only its actors,
  // actions, guards and delays).
  createMachine: (config: MachineConfig) => createMachine({ ...config, schemas }, implementations),
})) as unknown as ReturnType<typeof typedSetup>;

type MachineConfig = Parameters<typeof createMachine>[0];
type SetupArgument = Pick<MachineConfig, 'schemas'> & NonNullable<Parameters<typeof createMachine>[1]>;
