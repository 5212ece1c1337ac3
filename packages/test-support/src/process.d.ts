import type { ChildProcess } from 'node:child_process';

/** Gathers what a child process writes to stdout and stderr; the function returns it so far. */
export declare function collectOutput(child: ChildProcess): () => string;

/** A port nobody listens on on 127.0.0.1 right now (the system's pick). */
export declare function freePort(): Promise<number>;
