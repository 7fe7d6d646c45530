import { parentPort, workerData } from 'node:worker_threads';
import { createChecker, noopToken, parseNote, type Citation, type CitedVerdict } from '../../core';
import { NodeWorkspace } from '../nodeWorkspace';
import { workerReady, type PoolAnswer, type PoolInit, type PoolRequest, type SentSketch } from '../checkPool';

/**
 * A worker of a CheckPool: one checker of the same project, which answers
 * requests in turn. Its sources stay cached between the two phases, so the
 * search elsewhere reuses the word indexes of the sources it checked.
 */
export function serveCheckWorker(): void {
	const init = workerData as PoolInit;
	const checker = createChecker({
		workspace: new NodeWorkspace(init.root), config: init.config, redact: init.redact, sourceBudgetBytes: 4 * 1024 * 1024, rememberResults: false,
	});
	const runner = checker.batch.localRunner();
	// Sketches of the sources read go back with each answer, for the main thread's result cache.
	const sketches: SentSketch[] = [];
	if (init.sketches) {
		checker.batch.useSketches({ get: () => undefined, put: (path, kept) => sketches.push({ path, profile: kept.profile, pin: kept.pin, distinctWords: kept.sketch.distinctWords, bits: kept.sketch.bits }) });
	}
	let queue = Promise.resolve();
	parentPort!.on('message', (request: PoolRequest) => {
		queue = queue.then(async () => {
			let answer: PoolAnswer;
			try {
				const result = request.kind === 'parse'
					? request.notes.map(n => parseNote(n.text, n.path))
					: request.kind === 'cited'
						? withoutCitations(await runner.checkCited(request.jobs, noopToken))
						: await runner.searchElsewhere(request.pending, request.known, noopToken);
				answer = { id: request.id, result, sketches: sketches.splice(0) };
			} catch (e) {
				answer = { id: request.id, error: (e as Error).message };
			}
			parentPort!.postMessage(answer);
		});
	});
	// The heap flags are set (bin.ts): the main thread may get busy again.
	parentPort!.postMessage(workerReady);
}

/**
 * Verdicts as posted back: each result without its citation, which the
 * pool has already and puts back (`withCitations`); copying 20,000 of them
 * back and forth cost the main thread their time and a second set in memory.
 */
function withoutCitations(verdicts: readonly CitedVerdict[] | undefined): CitedVerdict[] | undefined {
	return verdicts?.map(v => ({ result: { ...v.result, citation: undefined as unknown as Citation }, searchOthers: v.searchOthers }));
}

