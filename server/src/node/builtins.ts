// Node built-ins that most runs never use, loaded on first use: child_process
// (Git), crypto (the result cache, shards, PDF renders) and module (pdf.js)
// pull in about 40 of Node's internal modules, a tenth of a warm check's time.
/* eslint-disable @typescript-eslint/no-require-imports */
import type * as ChildProcess from 'node:child_process';
import type * as Crypto from 'node:crypto';
import type * as NodeModule from 'node:module';

export const childProcess = (): typeof ChildProcess => require('node:child_process') as typeof ChildProcess;
export const crypto = (): typeof Crypto => require('node:crypto') as typeof Crypto;
export const nodeModule = (): typeof NodeModule => require('node:module') as typeof NodeModule;

/** The SHA-256 of a text or bytes, in hex. */
export function sha256Hex(data: string | Uint8Array): string {
	return crypto().createHash('sha256').update(data).digest('hex');
}
