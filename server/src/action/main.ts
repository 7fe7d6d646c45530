import * as path from 'node:path';
import { collectReport } from '../cli/commands/check';
import { exitCodes, UsageError, type Io } from '../cli/io';
import { formats } from '../cli/reporters';
import { toSarif } from '../cli/reporters/sarif';
import { parseShard } from '../cli/shard';
import { version } from '../cli/version';
import { appendToFile, writeReportFile } from '../node/reportFiles';
import { toJobSummary } from './summary';

/**
 * The Action's run as its process ends: a usage error (exit 2) or any other
 * failure (exit 3) is also an error annotation, so the problem shows on the
 * run's page, not only in the log.
 */
export async function actionEntry(io: Io): Promise<number> {
	try {
		return await runAction(io);
	} catch (e) {
		const usage = e instanceof UsageError;
		io.stdout(`::error title=verbatim::${usage ? '' : 'internal error: '}${(e as Error).message}\n`);
		return usage ? exitCodes.usage : exitCodes.internal;
	}
}

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
		appendToFile(env.GITHUB_STEP_SUMMARY, toJobSummary(report, base));
	}
	const sarifFile = writeSarif(io.cwd, input(env, 'sarif-file', 'verbatim.sarif'), `${JSON.stringify(toSarif(report, version), null, 2)}\n`);
	if (env.GITHUB_OUTPUT) {
		appendToFile(env.GITHUB_OUTPUT, `sarif-file=${sarifFile}\nerrors=${report.summary.errors}\ncitations=${report.summary.citations}\n`);
	}
	const failOnError = input(env, 'fail-on-error', 'true') !== 'false';
	return failOnError && report.summary.errors > 0 ? exitCodes.findings : exitCodes.ok;
}

/**
 * Writes the SARIF report to `given` (from the working folder), creating the
 * folders it names, as a workflow that writes reports/verbatim.sarif expects;
 * a path that cannot be written (a folder, a file where a folder should be,
 * no permission) is a usage error naming the input. Returns the absolute path.
 */
function writeSarif(cwd: string, given: string, text: string): string {
	const file = path.resolve(cwd, given);
	const failed = writeReportFile(file, text);
	if (failed) {
		throw new UsageError(`input sarif-file: "${given}" cannot be written: ${failed.error}`);
	}
	return file;
}
