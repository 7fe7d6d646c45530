import { documentsBench } from './documents';
import { faultsBench, smallSourcesBench } from './faults';
import { qualityBench } from './quality';
import { lspBench } from './lsp';
import { peerBench, rerunBench } from './peer';
import { sourcesBench } from './sources';
import { syntheticBench } from './synthetic';
import { childCheck, throughputBench } from './throughput';

/** `npm run bench [quality|throughput|synthetic|faults|small|peer|rerun|sources|documents|lsp]`: prints Markdown tables for docs/benchmarks.md. */
async function run(): Promise<void> {
	const args = process.argv.slice(2);
	if (args[0] === '--child') {
		await childCheck(args[1]!);
		return;
	}
	const which = args[0] ?? 'all';
	const started = new Date().toISOString();
	const parts: string[] = [`Run ${started}, Node ${process.version}, ${process.platform}/${process.arch}`];
	if (which === 'all' || which === 'quality') {
		parts.push(await qualityBench());
	}
	if (which === 'all' || which === 'throughput') {
		parts.push(await throughputBench());
	}
	if (which === 'all' || which === 'synthetic') {
		parts.push(await syntheticBench());
	}
	if (which === 'all' || which === 'faults') {
		parts.push(await faultsBench());
	}
	if (which === 'all' || which === 'small') {
		parts.push(await smallSourcesBench());
	}
	if (which === 'all' || which === 'peer') {
		parts.push(await peerBench());
	}
	if (which === 'rerun') {
		// Already part of `peer`: the result cache's rounds alone.
		parts.push(rerunBench());
	}
	if (which === 'all' || which === 'sources') {
		parts.push(await sourcesBench());
	}
	if (which === 'all' || which === 'documents') {
		parts.push(await documentsBench());
	}
	if (which === 'all' || which === 'lsp') {
		parts.push(await lspBench());
	}
	process.stdout.write(`${parts.join('\n\n')}\n`);
}

run().catch(e => {
	process.stderr.write(`bench failed: ${(e as Error).stack}\n`);
	process.exitCode = 1;
});
