// Node built-ins that most runs never use, loaded on first use: child_process
// (Git), crypto (the result cache, shards, PDF renders), module (pdf.js) and
// worker_threads (the pool of a large check) pull in about 45 of Node's
// internal modules, a tenth of a warm check's time.
/* eslint-disable @typescript-eslint/no-require-imports */
import type * as ChildProcess from 'node:child_process';
import type * as Crypto from 'node:crypto';
import type * as NodeModule from 'node:module';
import type * as WorkerThreads from 'node:worker_threads';

export const childProcess = (): typeof ChildProcess => require('node:child_process') as typeof ChildProcess;
export const crypto = (): typeof Crypto => require('node:crypto') as typeof Crypto;
export const nodeModule = (): typeof NodeModule => require('node:module') as typeof NodeModule;
export const workerThreads = (): typeof WorkerThreads => require('node:worker_threads') as typeof WorkerThreads;

/** The first argument of a pool's worker (`verbatim` itself): the bundle serves the pool only with it, so a run never loads worker_threads to tell. */
export const checkWorkerArg = '--verbatim-check-worker';

/** The SHA-256 of a text or bytes, in hex. */
export function sha256Hex(data: string | Uint8Array): string {
	return crypto().createHash('sha256').update(data).digest('hex');
}
