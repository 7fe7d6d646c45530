import { existsSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import * as path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { checkWorkerArg, workerThreads } from './builtins';
import type { LoadedProject } from './loadProject';
import { append, maxListed, projectFileOf, noopToken, parseNote, pushTo, WordSketch, type CancellationToken, type Checker, type CheckRunner, type CitedJob, type CitedVerdict, type FoundIn, type NoteText, type ParsedNote, type ProfileName, type ProjectConfig, type SearchRequest } from '../core';

/** What a worker needs to check as this thread would: the same project, configuration and message options. */
export interface PoolInit {
	readonly root: string;
	readonly config: ProjectConfig;
	readonly redact: boolean;
	readonly cwd: string;
	/** Send back sketches of the sources read, for the result cache (`Checker.useSketches`). */
	readonly sketches: boolean;
}

/** What a worker posts first, once it has set the heap flags it shares with every thread (bin.ts). */
export const workerReady = 'ready';

/** A request to a worker, and its answer (see checkWorker.ts). */
type PoolBody = { kind: 'cited'; jobs: CitedJob[] } | { kind: 'elsewhere'; pending: SearchRequest[]; known: string[] } | { kind: 'parse'; notes: NoteText[] };
export type PoolRequest = PoolBody & { id: number };
export type PoolAnswer = { id: number; result?: unknown; error?: string; sketches?: SentSketch[] };

/** A source's sketch as a worker sends it back. */
export interface SentSketch {
	readonly path: string;
	readonly profile: ProfileName;
	readonly pin: string;
	readonly distinctWords: number;
	readonly bits: Uint32Array;
}

/**
 * A pool for the checker of `project` when `workersFor` says it pays, and
 * the notes to check hold `citations` enough (`poolMinCitations`) or the
 * notes were parsed on one; it runs the checker's batches until closed.
 */
export function startPool(checker: Checker, project: PoolProject, options: PoolOptions, cwd: string, citations: number, parsing?: CheckPool): CheckPool | undefined {
	const few = !parsing && options.jobs === undefined && citations < poolMinCitations;
	const workers = few ? 1 : workersFor(options.jobs, checker.knownSources(), p => project.workspace.toAbsolute(p));
	if (workers < 2) {
		void parsing?.close();
		return undefined;
	}
	// The workers that parsed the notes hold nothing of them: they check as fresh ones would.
	const pool = parsing?.size === workers ? parsing : newPool(checker, project, workers, options, cwd);
	if (pool !== parsing) {
		void parsing?.close();
	}
	checker.runBatchesOn(pool);
	return pool;
}

type PoolProject = Pick<LoadedProject, 'root' | 'config' | 'workspace'>;
/** `cache`: the result cache this run keeps, if any (the workers then send back sketches). */
type PoolOptions = { jobs?: number; redact: boolean; cache?: object };

/**
 * A pool to parse the rest of the citing notes on, when the sources known so
 * far already call for one (`workersFor`), so the check will use the same
 * workers; undefined otherwise: a project of small sources never starts
 * workers only to parse.
 */
export function startParsePool(checker: Checker, project: PoolProject, options: PoolOptions, cwd: string): CheckPool | undefined {
	const workers = workersFor(options.jobs, checker.knownSources(), p => project.workspace.toAbsolute(p));
	return workers < 2 ? undefined : newPool(checker, project, workers, options, cwd);
}

function newPool(checker: Checker, project: PoolProject, threads: number, options: PoolOptions, cwd: string): CheckPool {
	const init = { root: project.root, config: project.config, redact: options.redact, cwd, sketches: Boolean(options.cache) };
	return new CheckPool(init, threads, p => project.workspace.toAbsolute(p), checker.localRunner(), (path, kept) => checker.keepSketch(path, kept));
}

/**
 * Known sources below this many bytes are checked in this thread alone. A
 * worker brings its own heap and code (about 30 MB), and the sources must
 * be many for a second thread to pay: on the synthetic project (106 MB of
 * sources, two cores) this thread and a worker finish about a fifth sooner
 * than one thread, at half the size no sooner, at a quarter later.
 */
export const poolThresholdBytes = 80 * 1024 * 1024;

/**
 * Citations to check below which a check that did not parse on workers
 * starts none: a re-run from the result cache checks the few notes that
 * changed, and starting a worker (its heap, its copy of the code, its
 * start) cost the synthetic project's re-run after one edit 1.0 -> 2.4 s.
 */
export const poolMinCitations = 5000;

/** The script a worker runs: the `verbatim` bundle itself; absent when this code runs from another bundle (tests), so no pool. */
const workerScript = path.join(__dirname, 'cli.js');

/**
 * How many threads a check of these known sources uses, this one included:
 * `jobs` when given (1 = this one alone) up to twice the cores, else one
 * per core when their bytes reach `poolThresholdBytes`. A check is bound by
 * the processor: threads past twice the cores made it no faster, only
 * larger (each brings a heap and its own copy of the code): `--jobs 64`
 * on two cores took 15 s and 0.9 GB where two threads take 2 s and 0.1 GB.
 */
export function workersFor(jobs: number | undefined, known: readonly string[], absolute: (p: string) => string): number {
	if (!existsSync(workerScript)) {
		return 1;
	}
	if (jobs !== undefined) {
		return threadsForJobs(jobs, availableParallelism());
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

/** The threads `--jobs N` starts on this many cores: N, at most twice the cores (see `workersFor`). */
export function threadsForJobs(jobs: number, cores: number): number {
	return Math.max(1, Math.min(jobs, 2 * cores));
}

function sizeOf(file: string): number {
	try {
		return statSync(file).size;
	} catch {
		return 0;
	}
}

/**
 * Threads that check a batch as one thread would: this one and workers.
 * Citations are split by cited source (each source read by one thread, the
 * largest first to the least loaded), the search elsewhere by source (each
 * thread searches the sources it already read); answers are merged back
 * into the one thread's order, so verdicts and their lists are identical.
 * This thread takes a share like a worker: a worker brings a heap and its
 * own copy of the code, and this thread would otherwise only wait.
 */
export class CheckPool implements CheckRunner {
	readonly #init: PoolInit;
	readonly #size: number;
	/** This thread's checker, serving slot 0. */
	readonly #local: CheckRunner;
	/** Where the sketches the workers send back go. */
	readonly #keepSketch: Checker['keepSketch'];
	/** Slots 1.. are workers, started at the first request, so a run with nothing to check starts none. */
	#workers: Worker[] = [];
	readonly #waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
	readonly #absolute: (p: string) => string;
	/** Which thread read each source, so the search elsewhere finds its word index there. */
	readonly #owner = new Map<string, number>();
	readonly #load: number[];
	#next = 0;
	#nextParser = 0;
	/** Why a worker stopped, once one has: every later request fails with it. */
	#stopped: Error | undefined;
	/** Settles once every worker has said it is ready (or stopped). */
	#ready: Promise<void> = Promise.resolve();

	constructor(init: PoolInit, threads: number, absolute: (p: string) => string, local: CheckRunner, keepSketch: Checker['keepSketch']) {
		this.#keepSketch = keepSketch;
		this.#absolute = absolute;
		this.#init = init;
		this.#size = threads;
		this.#local = local;
		this.#load = new Array<number>(threads).fill(0);
	}

	async checkCited(jobs: readonly CitedJob[], _token: CancellationToken): Promise<CitedVerdict[]> {
		const parts = this.#load.map(() => [] as number[]);
		const groups = new Map<string, number[]>();
		for (const [i, job] of jobs.entries()) {
			const key = groupKey(job);
			pushTo(groups, key, i);
		}
		const weighed = [...groups].map(([key, members]) => ({ key, members, weight: (key ? sizeOf(this.#absolute(key)) : 0) + members.length * 4096 }));
		for (const g of weighed.sort((a, b) => b.weight - a.weight)) {
			const w = this.#lightest();
			this.#load[w]! += g.weight;
			this.#owner.set(g.key, w);
			append(parts[w]!, g.members);
		}
		const out = new Array<CitedVerdict>(jobs.length);
		await Promise.all(parts.map(async (members, w) => {
			members.sort((a, b) => a - b);
			// A worker is sent its part a few sources at a time, two runs ahead so it never waits: a copy of every job and verdict at once was memory held twice.
			const runs = w > 0 ? chunks(members, i => groupKey(jobs[i]!), runJobs) : members.length ? [members] : [];
			let next = 0;
			const send = async (): Promise<void> => {
				while (next < runs.length) {
					const run = runs[next++]!;
					const verdicts = await this.#ask(w, { kind: 'cited', jobs: run.map(i => jobs[i]!) }) as CitedVerdict[];
					// A worker leaves each result's citation out (checkWorker.ts): it is the job's own.
					run.forEach((i, k) => (out[i] = { result: { ...verdicts[k]!.result, citation: jobs[i]!.citation }, searchOthers: verdicts[k]!.searchOthers }));
				}
			};
			await Promise.all([send(), send()]);
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

	/** Parses notes on the next thread in turn (each answers in order, so turns keep them evenly busy). */
	async parseNotes(notes: readonly NoteText[]): Promise<ParsedNote[]> {
		const w = this.#nextParser;
		this.#nextParser = (w + 1) % this.#size;
		return await this.#ask(w, { kind: 'parse', notes: [...notes] }) as ParsedNote[];
	}

	/**
	 * Starts the workers; settles once they are ready. Until then this
	 * thread should allocate little: setting up a worker's heap lets every
	 * young generation of the process grow (cli/runtime.ts), until the
	 * worker undoes it, first thing.
	 */
	ready(): Promise<void> {
		this.#start();
		return this.#ready;
	}

	/** Threads that check, this one included. */
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
		this.#start();
		return w === 0 ? this.#here(request) : this.#post(w - 1, request);
	}

	/** Starts the workers, once. */
	#start(): void {
		if (this.#workers.length || this.#size < 2) {
			return;
		}
		const ready: Promise<void>[] = [];
		this.#workers = Array.from({ length: this.#size - 1 }, () => {
			const worker = new (workerThreads().Worker)(workerScript, { workerData: this.#init, argv: [checkWorkerArg] });
			ready.push(new Promise(resolve => {
				worker.on('message', (a: PoolAnswer | typeof workerReady) => (a === workerReady ? resolve() : this.#answer(a)));
				// A worker that stops before it is ready fails the requests (below); nothing need wait for it.
				worker.once('exit', () => resolve());
			}));
			worker.on('error', e => this.#failAll(e));
			// A worker that stops without an answer must not leave the check waiting forever.
			worker.on('exit', code => {
				this.#stopped ??= new Error(`a check worker stopped (exit code ${code})`);
				this.#failAll(this.#stopped);
			});
			return worker;
		});
		this.#ready = Promise.all(ready).then(() => undefined);
	}

	/** A request served by this thread, as a worker serves it (checkWorker.ts). */
	async #here(request: PoolBody): Promise<unknown> {
		// The requests to the workers are posted first, and this thread gets busy only once they are ready (`ready`).
		await this.#ready;
		return request.kind === 'parse'
			? request.notes.map(n => parseNote(n.text, n.path))
			: request.kind === 'cited'
				? await this.#local.checkCited(request.jobs, noopToken)
				: await this.#local.searchElsewhere(request.pending, request.known, noopToken);
	}

	#post(w: number, request: PoolBody): Promise<unknown> {
		if (this.#stopped) {
			// A request after a worker stopped would wait forever: no answer comes, and `#failAll` has run.
			return Promise.reject(this.#stopped);
		}
		const id = this.#next++;
		return new Promise((resolve, reject) => {
			this.#waiting.set(id, { resolve, reject });
			this.#workers[w]!.postMessage({ ...request, id });
		});
	}

	#answer(a: PoolAnswer): void {
		for (const s of a.sketches ?? []) {
			this.#keepSketch(s.path, { profile: s.profile, pin: s.pin, sketch: new WordSketch(s.bits, s.distinctWords) });
		}
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

/** Jobs in a run sent to a worker (whole sources; two runs are in flight). */
const runJobs = 500;

/** The cited project file a job is grouped by ('' for any other). */
function groupKey(job: CitedJob): string {
	return projectFileOf(job.citation.target) ?? '';
}

/**
 * `members` (sorted by job) cut into runs of about `size`: whole groups of
 * one key each, so a source's jobs go to its worker together; a group
 * larger than `size` is a run of its own.
 */
export function chunks(members: readonly number[], keyOf: (i: number) => string, size: number): number[][] {
	const byKey = new Map<string, number[]>();
	for (const i of members) {
		const key = keyOf(i);
		pushTo(byKey, key, i);
	}
	const out: number[][] = [];
	let run: number[] = [];
	for (const group of byKey.values()) {
		if (run.length && run.length + group.length > size) {
			out.push(run.sort((a, b) => a - b));
			run = [];
		}
		append(run, group);
	}
	if (run.length) {
		out.push(run.sort((a, b) => a - b));
	}
	return out;
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
		pushTo(bySource, f.source, f);
	}
	const out: FoundIn[] = [];
	for (const source of known) {
		const found = bySource.get(source);
		if (found && out.length < maxListed) {
			append(out, found);
		}
	}
	return out;
}
