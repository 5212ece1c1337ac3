import type { AnyStateMachine, AnyStateNode } from 'xstate';

interface TransitionLike {
  readonly eventType: string;
  readonly target?: readonly AnyStateNode[] | undefined;
  readonly guard?: unknown;
  readonly delay?: unknown;
}

function mermaidId(node: AnyStateNode): string {
  return node.path.join('_');
}

function eventLabel(transition: TransitionLike): string {
  const { eventType } = transition;
  if (eventType === '') {
    return 'always';
  }
  if (eventType.startsWith('xstate.done.actor.')) {
    return 'done';
  }
  if (eventType.startsWith('xstate.error.actor.')) {
    return 'error';
  }
  if (eventType.startsWith('xstate.snapshot.')) {
    return 'snapshot';
  }
  if (eventType.startsWith('xstate.after.')) {
    return `after ${String(transition.delay ?? '')}`.trim();
  }
  return eventType;
}

function guardLabel(guard: unknown): string {
  if (guard === undefined || guard === null) {
    return '';
  }
  if (typeof guard === 'string') {
    return ` [${guard}]`;
  }
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') {
    const params =
      'params' in guard && typeof guard.params === 'object' && guard.params !== null ? guard.params : {};
    const values = Object.values(params).filter(
      (value) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean',
    );
    return values.length > 0 ? ` [${guard.type} ${values.join(' ')}]` : ` [${guard.type}]`;
  }
  return ' [guard]';
}

function transitionsOf(node: AnyStateNode): TransitionLike[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

function childrenOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states);
}

function writeNode(node: AnyStateNode, indent: string, lines: string[]): void {
  const id = mermaidId(node);
  const children = childrenOf(node);
  if (children.length === 0) {
    lines.push(`${indent}state "${node.key}" as ${id}`);
  } else {
    lines.push(`${indent}state "${node.key}" as ${id} {`);
    writeChildren(node, `${indent}  `, lines);
    lines.push(`${indent}}`);
  }
  if (node.type === 'final') {
    lines.push(`${indent}${id} --> [*]`);
  }
}

function writeChildren(node: AnyStateNode, indent: string, lines: string[]): void {
  const initial = node.initial?.target[0];
  if (initial !== undefined) {
    lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
  }
  for (const child of childrenOf(node)) {
    writeNode(child, indent, lines);
  }
}

function writeTransitions(node: AnyStateNode, lines: string[]): void {
  for (const child of childrenOf(node)) {
    for (const transition of transitionsOf(child)) {
      const targets = transition.target && transition.target.length > 0 ? transition.target : [child];
      for (const target of targets) {
        lines.push(
          `  ${mermaidId(child)} --> ${mermaidId(target)}: ${eventLabel(transition)}${guardLabel(transition.guard)}`,
        );
      }
    }
    writeTransitions(child, lines);
  }
}

/**
 * A Mermaid `stateDiagram-v2` of a machine, read from its state nodes: every state (nested ones
 * inside their parent), the initial and final states, and every transition with its event and
 * guard. A transition without a target is drawn as a loop; events the machine handles in every
 * state are listed in a note.
 * @example
 * toMermaid(orderMachine); // 'stateDiagram-v2\n  [*] --> loading\n  ...'
 */
export function toMermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  writeChildren(machine.root, '  ', lines);
  writeTransitions(machine.root, lines);
  const everywhere = transitionsOf(machine.root).map(
    (transition) => `${eventLabel(transition)}${guardLabel(transition.guard)}`,
  );
  const initial = machine.root.initial?.target[0];
  if (everywhere.length > 0 && initial !== undefined) {
    lines.push(`  note right of ${mermaidId(initial)}: in every state ${everywhere.join(', ')}`);
  }
  return `${lines.join('\n')}\n`;
}
