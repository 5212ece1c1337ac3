import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { ORDER_STATUS } from '../lifecycle/order-lifecycle';
import { orderMachine } from './order.machine';
import { SHOPPER_ORDER_EVENTS } from './order-states';
import { toMermaid } from './to-mermaid';

describe('toMermaid', () => {
  it('draws states, nesting, initial and final states, events and guards', () => {
    const machine = setup({
      types: { events: {} as { type: 'door.open' } | { type: 'door.lock' } },
      guards: { unlocked: () => true },
    }).createMachine({
      id: 'door',
      initial: 'closed',
      states: {
        closed: {
          initial: 'unlocked',
          on: { 'door.open': { guard: 'unlocked', target: 'open' } },
          states: { unlocked: { on: { 'door.lock': 'locked' } }, locked: {} },
        },
        open: { type: 'final' },
      },
    });

    expect(toMermaid(machine)).toBe(
      [
        'stateDiagram-v2',
        '  [*] --> closed',
        '  state "closed" as closed {',
        '    [*] --> closed_unlocked',
        '    state "unlocked" as closed_unlocked',
        '    state "locked" as closed_locked',
        '  }',
        '  state "open" as open',
        '  open --> [*]',
        '  closed --> open: door.open [unlocked]',
        '  closed_unlocked --> closed_locked: door.lock',
        '',
      ].join('\n'),
    );
  });

  it('shows every order status and every shopper event of the table', () => {
    const diagram = toMermaid(orderMachine);
    for (const name of Object.keys(ORDER_STATUS)) {
      expect(diagram).toContain(`state "${name}" as ready_${name}`);
    }
    for (const event of SHOPPER_ORDER_EVENTS) {
      expect(diagram).toContain(`ready --> checking: ${event} [allowedByTable]`);
    }
  });
});
