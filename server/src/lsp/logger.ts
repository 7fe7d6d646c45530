import type { Connection } from 'vscode-languageserver';
import type { ILogger, LogLevel } from '../core';
import type { SettingsStore } from './settings';

/** The server's one logger: to the client's console; debug records only with `verbatim.trace.server: verbose`. */
export function createLogger(connection: Connection, settings: SettingsStore): ILogger {
	return {
		log(level: LogLevel, event: string, data?: Readonly<Record<string, string | number | boolean | undefined>>): void {
			if (level === 'trace' || (level === 'debug' && settings.current.trace.server !== 'verbose')) {
				return;
			}
			// Coordinates and counts only: never quote or source text (docs/specification.md §8).
			const line = `[${level}] ${event}${data ? ` ${JSON.stringify(data)}` : ''}`;
			if (level === 'error') {
				connection.console.error(line);
			} else if (level === 'warn') {
				connection.console.warn(line);
			} else {
				connection.console.log(line);
			}
		},
	};
}

/** Runs a handler, logging a bug and answering `fallback` instead of failing the request. */
export type Guard = <T>(name: string, fallback: T, run: () => Promise<T> | T) => Promise<T>;

/**
 * Runs a handler; a bug is logged with coordinates and the editor gets an
 * empty answer, never a crash. Work in flight is kept in `inFlight`, so
 * shutdown can wait for it.
 */
export function guarded(logger: ILogger, inFlight: Set<Promise<unknown>>): Guard {
	return <T>(name: string, fallback: T, run: () => Promise<T> | T): Promise<T> => {
		const work = Promise.resolve().then(run).catch((e: unknown) => {
			logger.log('error', 'handler.failed', { handler: name, error: (e as Error)?.name ?? 'Error', stack: ((e as Error)?.stack ?? '').split('\n').slice(1, 4).join(' | ') });
			return fallback;
		});
		inFlight.add(work);
		void work.finally(() => inFlight.delete(work));
		return work;
	};
}

/** Resolves when no guarded work is in flight. */
export async function settled(inFlight: Set<Promise<unknown>>): Promise<void> {
	while (inFlight.size) {
		await Promise.allSettled([...inFlight]);
	}
}
