import { existsSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import * as path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { checkWorkerArg, workerThreads } from './builtins';
import type { LoadedProject } from './loadProject';
import { maxListed, type CancellationToken, type Checker, type CheckRunner, type CitedJob, type CitedVerdict, type FoundIn, type NoteText, type ParsedNote, type ProjectConfig, type SearchRequest } from '../core';

/** What a worker needs to check as this thread would: the same project, configuration and message options. */
export interface PoolInit {
	readonly root: string;
	readonly config: ProjectConfig;
	readonly redact: boolean;
	readonly cwd: string;
}

/** A request to a worker, and its answer (see checkWorker.ts). */
type PoolBody = { kind: 'cited'; jobs: CitedJob[] } | { kind: 'elsewhere'; pending: SearchRequest[]; known: string[] } | { kind: 'parse'; notes: NoteText[] };
export type PoolRequest = PoolBody & { id: number };
export type PoolAnswer = { id: number; result?: unknown; error?: string };

/**
 * A pool for the checker of `project` when `workersFor` says it pays; it
 * runs the checker's batches until closed.
 */
export function startPool(checker: Checker, project: PoolProject, options: PoolOptions, cwd: string, parsing?: CheckPool): CheckPool | undefined {
	const workers = workersFor(options.jobs, checker.knownSources(), p => project.workspace.toAbsolute(p));
	if (workers < 2) {
		void parsing?.close();
		return undefined;
	}
	// The workers that parsed the notes hold nothing of them: they check as fresh ones would.
	const pool = parsing?.size === workers ? parsing : newPool(project, workers, options, cwd);
	if (pool !== parsing) {
		void parsing?.close();
	}
	checker.runBatchesOn(pool);
	return pool;
}

type PoolProject = Pick<LoadedProject, 'root' | 'config' | 'workspace'>;
type PoolOptions = { jobs?: number; redact: boolean };

/**
 * A pool to parse the rest of the citing notes on, when the sources known so
 * far already call for one (`workersFor`), so the check will use the same
 * workers; undefined otherwise: a project of small sources never starts
 * workers only to parse.
 */
export function startParsePool(checker: Checker, project: PoolProject, options: PoolOptions, cwd: string): CheckPool | undefined {
	const workers = workersFor(options.jobs, checker.knownSources(), p => project.workspace.toAbsolute(p));
	return workers < 2 ? undefined : newPool(project, workers, options, cwd);
}

function newPool(project: PoolProject, workers: number, options: PoolOptions, cwd: string): CheckPool {
	return new CheckPool({ root: project.root, config: project.config, redact: options.redact, cwd }, workers, p => project.workspace.toAbsolute(p));
}

/**
 * Known sources below this many bytes are checked in this thread. Reading a
 * source now costs a few milliseconds, and each worker brings its own heap:
 * on the synthetic project (106 MB of sources) two workers took peak RSS
 * from 1.8x to 2.9x the source bytes for no gain in wall time on two shared
 * cores, and at a quarter of the size they were slower than one thread.
 */
export const poolThresholdBytes = 256 * 1024 * 1024;

/** The script a worker runs: the `verbatim` bundle itself; absent when this code runs from another bundle (tests), so no pool. */
const workerScript = path.join(__dirname, 'cli.js');

/**
 * How many workers a check of these known sources uses: `jobs` when given
 * (1 = none), else one per core when their bytes reach `poolThresholdBytes`.
 */
export function workersFor(jobs: number | undefined, known: readonly string[], absolute: (p: string) => string): number {
	if (!existsSync(workerScript)) {
		return 1;
	}
	if (jobs !== undefined) {
		return jobs;
	}
	const cores = Math.min(availableParallelism(), 8);
	if (cores < 2) {
		return 1;
	}
	let bytes = 0;
	for (const p of known) {
		bytes += sizeOf(absolute(p));
		if (bytes >= poolThresholdBytes) {
			return cores;
		}
	}
	return 1;
}

function sizeOf(file: string): number {
	try {
		return statSync(file).size;
	} catch {
		return 0;
	}
}

/**
 * Worker threads that check a batch as one thread would: citations are split
 * by cited source (each source read by one worker, the largest first to the
 * least loaded), the search elsewhere by source (each worker searches the
 * sources it already read); answers are merged back into the one thread's
 * order, so verdicts and their lists are identical.
 */
export class CheckPool implements CheckRunner {
	readonly #init: PoolInit;
	readonly #size: number;
	/** Started at the first request, so a run with nothing to check starts none. */
	#workers: Worker[] = [];
	readonly #waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
	readonly #absolute: (p: string) => string;
	/** Which worker read each source, so the search elsewhere finds its word index there. */
	readonly #owner = new Map<string, number>();
	readonly #load: number[];
	#next = 0;
	#nextParser = 0;

	constructor(init: PoolInit, workers: number, absolute: (p: string) => string) {
		this.#absolute = absolute;
		this.#init = init;
		this.#size = workers;
		this.#load = new Array<number>(workers).fill(0);
	}

	async checkCited(jobs: readonly CitedJob[], _token: CancellationToken): Promise<CitedVerdict[]> {
		const parts = this.#load.map(() => [] as number[]);
		const groups = new Map<string, number[]>();
		for (const [i, job] of jobs.entries()) {
			const key = job.citation.target?.kind === 'local' ? job.citation.target.path : '';
			groups.set(key, [...(groups.get(key) ?? []), i]);
		}
		const weighed = [...groups].map(([key, members]) => ({ key, members, weight: (key ? sizeOf(this.#absolute(key)) : 0) + members.length * 4096 }));
		for (const g of weighed.sort((a, b) => b.weight - a.weight)) {
			const w = this.#lightest();
			this.#load[w]! += g.weight;
			this.#owner.set(g.key, w);
			parts[w]!.push(...g.members);
		}
		const out = new Array<CitedVerdict>(jobs.length);
		await Promise.all(parts.map(async (members, w) => {
			if (!members.length) {
				return;
			}
			members.sort((a, b) => a - b);
			const verdicts = await this.#ask(w, { kind: 'cited', jobs: members.map(i => jobs[i]!) }) as CitedVerdict[];
			// The worker leaves each result's citation out (checkWorker.ts): it is the job's own.
			members.forEach((i, k) => (out[i] = { result: { ...verdicts[k]!.result, citation: jobs[i]!.citation }, searchOthers: verdicts[k]!.searchOthers }));
		}));
		return out;
	}

	async searchElsewhere(pending: readonly SearchRequest[], known: readonly string[], _token: CancellationToken): Promise<FoundIn[][]> {
		const parts = this.#load.map(() => [] as string[]);
		for (const source of known) {
			let w = this.#owner.get(source);
			if (w === undefined) {
				w = this.#lightest();
				this.#load[w]! += sizeOf(this.#absolute(source));
				this.#owner.set(source, w);
			}
			parts[w]!.push(source);
		}
		const answers = await Promise.all(parts.map((part, w) => (part.length ? this.#ask(w, { kind: 'elsewhere', pending: [...pending], known: part }) as Promise<FoundIn[][]> : pending.map(() => []))));
		return pending.map((_, i) => mergeFound(known, answers.map(a => a[i]!)));
	}

	/** Parses notes on the next worker in turn (each answers in order, so turns keep them evenly busy). */
	async parseNotes(notes: readonly NoteText[]): Promise<ParsedNote[]> {
		const w = this.#nextParser;
		this.#nextParser = (w + 1) % this.#size;
		return await this.#ask(w, { kind: 'parse', notes: [...notes] }) as ParsedNote[];
	}

	get size(): number {
		return this.#size;
	}

	/** Stops every worker. */
	async close(): Promise<void> {
		await Promise.all(this.#workers.map(w => w.terminate()));
	}

	#lightest(): number {
		return this.#load.indexOf(Math.min(...this.#load));
	}

	#ask(w: number, request: PoolBody): Promise<unknown> {
		if (!this.#workers.length) {
			this.#workers = Array.from({ length: this.#size }, () => {
				const worker = new (workerThreads().Worker)(workerScript, { workerData: this.#init, argv: [checkWorkerArg] });
				worker.on('message', (a: PoolAnswer) => this.#answer(a));
				worker.on('error', e => this.#failAll(e));
				// A worker that stops without an answer must not leave the check waiting forever.
				worker.on('exit', code => this.#failAll(new Error(`a check worker stopped (exit code ${code})`)));
				return worker;
			});
		}
		const id = this.#next++;
		return new Promise((resolve, reject) => {
			this.#waiting.set(id, { resolve, reject });
			this.#workers[w]!.postMessage({ ...request, id });
		});
	}

	#answer(a: PoolAnswer): void {
		const waiting = this.#waiting.get(a.id);
		this.#waiting.delete(a.id);
		if (a.error !== undefined) {
			waiting?.reject(new Error(a.error));
		} else {
			waiting?.resolve(a.result);
		}
	}

	#failAll(e: Error): void {
		for (const w of this.#waiting.values()) {
			w.reject(e);
		}
		this.#waiting.clear();
	}
}

/**
 * The places one thread's search lists: sources in `known` order, up to 3
 * places each, none from a source reached once `maxListed` were listed. Each
 * worker searched only its part, so it listed at least the places the one
 * thread lists from that part.
 */
export function mergeFound(known: readonly string[], parts: readonly (readonly FoundIn[])[]): FoundIn[] {
	const bySource = new Map<string, FoundIn[]>();
	for (const f of parts.flat()) {
		bySource.set(f.source, [...(bySource.get(f.source) ?? []), f]);
	}
	const out: FoundIn[] = [];
	for (const source of known) {
		const found = bySource.get(source);
		if (found && out.length < maxListed) {
			out.push(...found);
		}
	}
	return out;
}
