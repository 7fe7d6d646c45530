import type { ILogger, LogLevel } from '../../server/src/core';

/** Keeps every log record; `assertFreeOf` fails if any record carries one of the given texts. */
export class SpyLogger implements ILogger {
	readonly records: { level: LogLevel; event: string; data?: unknown }[] = [];

	log(level: LogLevel, event: string, data?: Readonly<Record<string, unknown>>): void {
		this.records.push({ level, event, data });
	}

	assertFreeOf(...texts: string[]): void {
		const dump = JSON.stringify(this.records);
		for (const t of texts) {
			if (dump.includes(t)) {
				throw new Error(`a log record carries quoted or source text: ${JSON.stringify(t)}`);
			}
		}
	}
}
