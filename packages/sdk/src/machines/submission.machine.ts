import {
  type ActorRefFromLogic,
  assign,
  type EventObject,
  fromPromise,
  type MetaObject,
  type NonReducibleUnknown,
  type PromiseActorLogic,
  type SnapshotFrom,
  type StateMachine,
} from 'xstate';
import type { ZodMiniType } from 'zod/mini';
import type { MallClient } from '../client/create-mall-client';
import { newIdempotencyKey } from '../client/idempotency-key';
import type { StatusTransition } from '../lifecycle/simple-transitions';
import type { FieldError } from '../schemas/field-errors';
import { MAX_PHOTOS } from '../schemas/max-photos';
import { type ApiError, toApiError } from '../transport/api-error';
import { setupMachine } from './setup-machine';
import { statusRoutes } from './status-routes';
import type * as SubmissionFormsModule from './submission-forms';
import {
  type QueuedFile,
  type UploadQueueEvent,
  uploadedUrls,
  uploadQueueMachine,
  uploadsSettled,
} from './upload-queue.machine';

/** The fields every submission machine's context has, whatever its own fields are named. */
export interface SubmissionContext {
  client: Pick<MallClient, 'upload'>;
  content: string;
  /** The pictures, up to 6 (mirrored from the upload queue, `snapshot.children.uploads`). */
  files: QueuedFile[];
  error: ApiError | null;
  fieldErrors: FieldError[];
  /**
   * The `Idempotency-Key` of the last request sent and that request (JSON): sending the same
   * request again (the shopper's second tap after a lost answer) reuses the key, so the server
   * makes one submission; a changed request gets a new key.
   */
  submission: { key: string; request: string } | null;
}

/**
 * The types of one kind of submission (complaint, feedback), given to `createSubmissionMachine`
 * as one argument so each machine keeps its own named events and context fields.
 */
export interface SubmissionTypes {
  /** Machine id and event prefix (`<id>.submit`, `<id>.refresh`). */
  id: string;
  context: SubmissionContext;
  /** Every event, the upload queue's included. */
  event: EventObject;
  request: object;
  /** The submission as the server answers it. */
  record: { status: number };
  /** The status names, one `submitted` child state each. */
  statusName: string;
  /** The actor names `machine.provide` swaps. */
  submitActor: string;
  fetchActor: string;
}

type SubmitEventType<T extends SubmissionTypes> = `${T['id']}.submit` | `${T['id']}.refresh`;

/** The events that fill in the form: every event but submit, refresh and the upload queue's. */
type FormEvent<T extends SubmissionTypes> = Exclude<
  T['event'],
  UploadQueueEvent | { type: SubmitEventType<T> }
>;

/** A context key whose value can hold `Value` (and starts as `null`). */
type FieldOf<Context, Value> = {
  [Key in keyof Context]: Value | null extends Context[Key] ? Key : never;
}[keyof Context] &
  string;

type SubmitInput<T extends SubmissionTypes> = {
  client: T['context']['client'];
  request: T['request'];
  idempotencyKey: string;
};
type FetchInput<T extends SubmissionTypes> = { client: T['context']['client']; id: number };

/** How one kind of submission differs from the others. */
export interface SubmissionMachineConfig<T extends SubmissionTypes> {
  id: T['id'];
  /** The form as the page opens, `content` and the `fields` included. */
  initial: Omit<T['context'], 'client' | 'files' | 'error' | 'fieldErrors' | 'submission'>;
  /** Where the id the submit answered and the submission the server last answered are kept. */
  fields: { id: FieldOf<T['context'], number>; record: FieldOf<T['context'], T['record']> };
  /** How each form event changes the context. */
  formEvents: {
    [Type in FormEvent<T>['type']]: (event: Extract<FormEvent<T>, { type: Type }>) => Partial<T['context']>;
  };
  /** The request the form makes (`images` is `undefined` without pictures). */
  requestOf: (context: T['context'], images: string[] | undefined) => T['request'];
  /** The schema the server validates the request with, out of the forms module (loaded on the first submit). */
  schema: (forms: SubmissionForms) => ZodMiniType;
  submit: {
    actor: T['submitActor'];
    call: (input: SubmitInput<T>, signal: AbortSignal) => Promise<{ id: number }>;
  };
  fetch: {
    actor: T['fetchActor'];
    call: (input: FetchInput<T>, signal: AbortSignal) => Promise<T['record']>;
  };
  /** The status table the operator moves the submission along, and one state per status. */
  status: {
    names: Readonly<Record<T['statusName'], T['record']['status']>>;
    transitions: readonly StatusTransition<T['record']['status'], string>[];
    /** The state shown when the status is none the table reaches (the first status). */
    initial: T['statusName'];
    descriptions: Readonly<Record<T['statusName'], string>>;
  };
  /** What the app shows while editing and once submitted. */
  descriptions: { editing: string; submitted: string };
}

/** What `./submission-forms` exports: the schemas a kind picks its own from. */
type SubmissionForms = typeof SubmissionFormsModule;

type SubmitLogic<T extends SubmissionTypes> = PromiseActorLogic<number, SubmitInput<T>>;
type FetchLogic<T extends SubmissionTypes> = PromiseActorLogic<T['record'], FetchInput<T>>;
type ValidateLogic<T extends SubmissionTypes> = PromiseActorLogic<FieldError[], T['request']>;

/**
 * The machine `createSubmissionMachine` makes, typed by the kind's own context, events and actors.
 * Spelled out because the machine is built on open types (below): it names the same actors,
 * actions, guards and states as the factory's `setup` and config, so change them together.
 */
export type SubmissionMachine<T extends SubmissionTypes> = StateMachine<
  T['context'],
  T['event'],
  { [id: string]: ActorRefFromLogic<SubmitLogic<T> | FetchLogic<T> | ValidateLogic<T>> | undefined } & {
    uploads?: ActorRefFromLogic<typeof uploadQueueMachine> | undefined;
  },
  | { src: 'uploadQueue'; logic: typeof uploadQueueMachine; id: 'uploads' }
  | { src: 'validateForm'; logic: ValidateLogic<T>; id: string | undefined }
  | { src: T['submitActor']; logic: SubmitLogic<T>; id: string | undefined }
  | { src: T['fetchActor']; logic: FetchLogic<T>; id: string | undefined },
  | { type: 'rememberError'; params: NonReducibleUnknown }
  | { type: 'clearErrors'; params: NonReducibleUnknown }
  | { type: 'rejectForm'; params: { fieldErrors: FieldError[] } }
  | { type: 'keySubmission'; params: NonReducibleUnknown }
  | { type: 'forwardToUploads'; params: NonReducibleUnknown },
  | { type: 'hasStatus'; params: { status: T['record']['status'] } }
  | { type: 'hasFieldErrors'; params: { fieldErrors: FieldError[] } }
  | { type: 'uploadsSettled'; params: unknown },
  never,
  'editing' | 'validating' | 'submitting' | 'loading' | 'deciding' | { submitted: T['statusName'] },
  string,
  { client: T['context']['client'] },
  NonReducibleUnknown,
  EventObject,
  MetaObject,
  {
    id: T['id'];
    states: {
      readonly editing: object;
      readonly validating: object;
      readonly submitting: object;
      readonly loading: object;
      readonly deciding: object;
      readonly submitted: { states: { readonly [Name in T['statusName']]: object } };
    };
  }
>;

// The machine is written once against an open context and event, as the server's one submission
// service is written against one table: each kind's fields sit under the keys its config names.
// The config is checked against the kind's own types; the machine is typed by them at the return.
type OpenContext = SubmissionContext & { [field: string]: unknown };
type OpenEvent = EventObject & { [field: string]: unknown };

/**
 * One submission page and the submission it created: a form with content, more fields of the
 * kind and up to 6 pictures through the upload queue, submitted, then loaded and routed to the
 * state of its status along the kind's status table (`statusRoutes`); pull to refresh.
 * @example
 * const complaintMachine = createSubmissionMachine<ComplaintSubmission>({ id: 'complaint', ... });
 */
export function createSubmissionMachine<T extends SubmissionTypes>(
  config: SubmissionMachineConfig<T>,
): SubmissionMachine<T> {
  const typed = (context: OpenContext) => context as unknown as T['context'];
  const requestOf = (context: OpenContext): T['request'] => {
    const images = uploadedUrls(context);
    return config.requestOf(typed(context), images.length > 0 ? images : undefined);
  };
  const formChanges = config.formEvents as unknown as Record<
    string,
    (event: OpenEvent) => Partial<OpenContext>
  >;
  const { id, fields } = config;

  const machine = setupMachine({
    types: {
      context: {} as OpenContext,
      events: {} as OpenEvent,
      input: {} as { client: SubmissionContext['client'] },
    },
    actors: {
      uploadQueue: uploadQueueMachine,
      // The schema, zod and the field error mapping load here, on the first submit.
      validateForm: fromPromise<FieldError[], T['request']>(async ({ input }) => {
        const forms = await import('./submission-forms');
        return forms.fieldErrorsOf(config.schema(forms), input);
      }),
      [config.submit.actor]: fromPromise<number, SubmitInput<T>>(
        async ({ input, signal }) => (await config.submit.call(input, signal)).id,
      ),
      [config.fetch.actor]: fromPromise<T['record'], FetchInput<T>>(({ input, signal }) =>
        config.fetch.call(input, signal),
      ),
    },
    guards: {
      hasStatus: ({ context }, params: { status: number }) =>
        (context[fields.record] as T['record'] | null)?.status === params.status,
      hasFieldErrors: (_, params: { fieldErrors: FieldError[] }) => params.fieldErrors.length > 0,
      uploadsSettled: ({ context }) => uploadsSettled(context),
    },
    actions: {
      rememberError: assign({ error: ({ event }) => ('error' in event ? toApiError(event.error) : null) }),
      clearErrors: assign({ error: null, fieldErrors: [] }),
      rejectForm: assign((_, params: { fieldErrors: FieldError[] }) => ({ fieldErrors: params.fieldErrors })),
      // The key of this request: the last one's if the request is the same, else a new one.
      keySubmission: assign(({ context }) => {
        const request = JSON.stringify(requestOf(context));
        const kept = context.submission?.request === request ? context.submission.key : null;
        return { submission: { key: kept ?? newIdempotencyKey(), request } };
      }),
      // Passes an upload event on to the queue as it is. Not `sendTo('uploads', …)`, which brings
      // xstate's delayed and cross-system sending (0.4 KB gzip) to a consumer of one machine for
      // this one forward. `sendTo` delivers right after this machine's transition, this during it:
      // the same to the queue, which never reads this machine's snapshot (the editing state's
      // upload events change nothing here; the queue's answer comes back through `onSnapshot`).
      forwardToUploads: ({ event, self }) => {
        self.getSnapshot().children.uploads?.send(event);
      },
    },
  }).createMachine({
    id,
    description: `The ${id} submit page, then the ${id} it created.`,
    context: ({ input }) => ({
      client: input.client,
      ...config.initial,
      files: [],
      error: null,
      fieldErrors: [],
      submission: null,
    }),
    // The queue lives as long as the form; its files are mirrored into `files` so the page re-renders.
    invoke: {
      id: 'uploads',
      src: 'uploadQueue',
      input: ({ context }) => ({ client: context.client, max: MAX_PHOTOS }),
      onSnapshot: {
        actions: assign({
          files: ({ event }) => (event.snapshot as SnapshotFrom<typeof uploadQueueMachine>).context.files,
        }),
      },
    },
    initial: 'editing',
    states: {
      editing: {
        description: config.descriptions.editing,
        on: {
          ...Object.fromEntries(
            Object.entries(formChanges).map(([type, change]) => [
              type,
              { actions: assign(({ event }) => change(event)) },
            ]),
          ),
          // While pictures upload, submit waits; the form is checked once they are settled.
          [`${id}.submit`]: { guard: 'uploadsSettled', target: 'validating' },
          'upload.add': { actions: 'forwardToUploads' },
          'upload.retry': { actions: 'forwardToUploads' },
          'upload.remove': { actions: 'forwardToUploads' },
        },
      },
      validating: {
        description:
          'Checking the form against the shared schema (loaded on the first submit): the submit button shows a spinner.',
        invoke: {
          src: 'validateForm',
          input: ({ context }) => requestOf(context),
          onDone: [
            {
              guard: { type: 'hasFieldErrors', params: ({ event }) => ({ fieldErrors: event.output }) },
              target: 'editing',
              actions: { type: 'rejectForm', params: ({ event }) => ({ fieldErrors: event.output }) },
            },
            { target: 'submitting', actions: ['clearErrors', 'keySubmission'] },
          ],
          onError: { target: 'editing', actions: 'rememberError' },
        },
      },
      submitting: {
        description: `Sending the ${id} (the same form again: same key): the submit button shows a spinner.`,
        invoke: {
          src: config.submit.actor,
          input: ({ context }) => ({
            client: context.client,
            request: requestOf(context),
            // Set by `keySubmission` on the way in.
            idempotencyKey: (context.submission as { key: string }).key,
          }),
          onDone: { target: 'loading', actions: assign(({ event }) => ({ [fields.id]: event.output })) },
          onError: { target: 'editing', actions: 'rememberError' },
        },
      },
      loading: {
        description: `Loading the ${id}: "Submission successful" is shown meanwhile.`,
        invoke: {
          src: config.fetch.actor,
          input: ({ context }) => ({
            client: context.client,
            id: (context[fields.id] as number | null) ?? 0,
          }),
          onDone: { target: 'deciding', actions: assign(({ event }) => ({ [fields.record]: event.output })) },
          onError: { target: 'submitted', actions: 'rememberError' },
        },
      },
      deciding: {
        description: 'Picks the state of the status the server answered (no time passes here).',
        always: [
          ...statusRoutes(config.status.transitions, config.status.names, 'submitted'),
          { target: `submitted.${config.status.initial}` },
        ],
      },
      submitted: {
        description: config.descriptions.submitted,
        on: { [`${id}.refresh`]: `#${id}.loading` },
        initial: config.status.initial,
        states: Object.fromEntries(
          Object.entries<string>(config.status.descriptions).map(([name, description]) => [
            name,
            { description },
          ]),
        ),
      },
    },
  });
  return machine as unknown as SubmissionMachine<T>;
}
