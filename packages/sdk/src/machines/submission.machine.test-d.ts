import { describe, expectTypeOf, it } from 'vitest';
import { type Actor, type EventFromLogic, fromPromise, type InputFrom, type SnapshotFrom } from 'xstate';
import type { Complaint } from '../schemas/complaint.schema';
import {
  type ComplaintMachineContext,
  type ComplaintMachineEvent,
  type ComplaintMachineInput,
  complaintMachine,
} from './complaint.machine';
import type {
  FeedbackMachineContext,
  FeedbackMachineEvent,
  FeedbackMachineInput,
  feedbackMachine,
} from './feedback.machine';

describe('machines made by createSubmissionMachine', () => {
  it('keep the context, events and input of their kind', () => {
    expectTypeOf<SnapshotFrom<typeof complaintMachine>['context']>().toEqualTypeOf<ComplaintMachineContext>();
    expectTypeOf<EventFromLogic<typeof complaintMachine>>().toEqualTypeOf<ComplaintMachineEvent>();
    expectTypeOf<InputFrom<typeof complaintMachine>>().toEqualTypeOf<ComplaintMachineInput>();
    expectTypeOf<SnapshotFrom<typeof feedbackMachine>['context']>().toEqualTypeOf<FeedbackMachineContext>();
    expectTypeOf<EventFromLogic<typeof feedbackMachine>>().toEqualTypeOf<FeedbackMachineEvent>();
    expectTypeOf<InputFrom<typeof feedbackMachine>>().toEqualTypeOf<FeedbackMachineInput>();
  });

  it('refuse the events and states of another kind', () => {
    const actor = {} as Actor<typeof complaintMachine>;
    // @ts-expect-error feedback events are not complaint events
    actor.send({ type: 'feedback.submit' });
    // @ts-expect-error `resolved` is a feedback state
    actor.getSnapshot().matches({ submitted: 'resolved' });
    expectTypeOf(actor.getSnapshot().matches).toBeCallableWith({ submitted: 'accepted' });
  });

  it('name their actors by kind, typed by what they resolve with', () => {
    complaintMachine.provide({ actors: { fetchComplaint: fromPromise(async () => ({}) as Complaint) } });
    complaintMachine.provide({
      actors: {
        // @ts-expect-error the complaint machine has no feedback actor
        fetchFeedback: fromPromise(async () => ({}) as Complaint),
      },
    });
    complaintMachine.provide({
      actors: {
        // @ts-expect-error fetchComplaint resolves with a complaint
        fetchComplaint: fromPromise(async () => 5),
      },
    });
  });
});
