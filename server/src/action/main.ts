import { appendFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { collectReport } from '../cli/commands/check';
import { exitCodes, UsageError, type Io } from '../cli/io';
import { formats } from '../cli/reporters';
import { toSarif } from '../cli/reporters/sarif';
import { parseShard } from '../cli/shard';
import { version } from '../cli/version';
import { toJobSummary } from './summary';

/**
 * An input of action.yml, which passes each as `INPUT_<NAME>` (upper case,
 * `-` as `_`); the runner's own spelling for JavaScript actions keeps the `-`.
 */
function input(env: Io['env'], name: string, fallback = ''): string {
	const key = `INPUT_${name.toUpperCase()}`;
	return (env[key.replace(/-/g, '_')] ?? env[key] ?? '').trim() || fallback;
}

/**
 * The GitHub Action (action.yml): checks the paths, prints annotations (or
 * another format) to the log, writes the job summary and a SARIF file, and
 * sets the outputs `sarif-file`, `errors` and `citations`.
 */
export async function runAction(io: Io): Promise<number> {
	const { env } = io;
	const format = input(env, 'format', 'github');
	if (!Object.hasOwn(formats, format)) {
		throw new UsageError(`input format: "${format}" is not one of ${Object.keys(formats).join(', ')}`);
	}
	const paths = input(env, 'paths').split(/\s+/).filter(Boolean);
	const config = input(env, 'config') || undefined;
	const changedSince = input(env, 'changed-since') || undefined;
	const shard = input(env, 'shard') ? parseShard(input(env, 'shard')) : undefined;
	if (typeof shard === 'string') {
		throw new UsageError(`input ${shard.replace(/^--/, '')}`);
	}
	const report = await collectReport({ paths, config, redact: false, changedSince, shard }, io);
	formats[format]!(report, { io, version, quiet: false });

	const base = env.GITHUB_WORKSPACE || io.cwd;
	if (env.GITHUB_STEP_SUMMARY) {
		appendFileSync(env.GITHUB_STEP_SUMMARY, toJobSummary(report, base));
	}
	const sarifFile = path.resolve(io.cwd, input(env, 'sarif-file', 'verbatim.sarif'));
	writeFileSync(sarifFile, `${JSON.stringify(toSarif(report, version), null, 2)}\n`);
	if (env.GITHUB_OUTPUT) {
		appendFileSync(env.GITHUB_OUTPUT, `sarif-file=${sarifFile}\nerrors=${report.summary.errors}\ncitations=${report.summary.citations}\n`);
	}
	const failOnError = input(env, 'fail-on-error', 'true') !== 'false';
	return failOnError && report.summary.errors > 0 ? exitCodes.findings : exitCodes.ok;
}
