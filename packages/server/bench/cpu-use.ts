/**
 * CPU time on this machine, read from Linux's `/proc`: the whole machine's busy time
 * (`/proc/stat`), and one process's (`/proc/<pid>/stat`), in milliseconds. The server, the
 * shoppers' load and PostgreSQL share the machine's cores, so a load's ceiling is where their CPU
 * per order fills them: these figures say whose CPU an order costs, beside a pgbench transaction's.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** Linux counts CPU time in clock ticks of 10 ms (`getconf CLK_TCK` is 100). */
const TICK_MS = 10;

/** The machine's busy time so far (every core: user, nice, system, irq, softirq, steal), in ms. */
export function machineCpuMs(): number {
  const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n', 1)[0]!
    .trim()
    .split(/\s+/)
    .map(Number);
  return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) * TICK_MS;
}

/** A process's CPU time so far (user and system), in ms; 0 once it has gone. */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's name (which may hold spaces) start with the state.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** The CPU of an order load so far: the machine's, the server process's and this process's. */
export interface CpuReading {
  machine: number;
  server: number;
  load: number;
}

export function readCpu(serverPid: number | undefined): CpuReading {
  const own = process.cpuUsage();
  return {
    machine: machineCpuMs(),
    server: serverPid === undefined ? 0 : processCpuMs(serverPid),
    load: (own.user + own.system) / 1000,
  };
}

/**
 * The line of an order load's CPU: per order, the machine's, split into the server's, the shoppers'
 * load's (this process) and the rest (PostgreSQL, mostly); and the orders per second the machine's
 * cores would hold at that cost.
 */
export function cpuText(before: CpuReading, after: CpuReading, orders: number): string {
  const per = (key: keyof CpuReading) => (after[key] - before[key]) / Math.max(1, orders);
  const machine = per('machine');
  const rest = machine - per('server') - per('load');
  return (
    `CPU per order ${machine.toFixed(2)} ms of the machine's ${availableParallelism()} cores ` +
    `(server ${per('server').toFixed(2)}, shoppers' load ${per('load').toFixed(2)}, PostgreSQL and the rest ${rest.toFixed(2)}), ` +
    `a ceiling of ${Math.round((availableParallelism() * 1000) / Math.max(0.001, machine))} orders/s`
  );
}
