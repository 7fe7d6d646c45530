import * as path from 'node:path';
import { buildStamp, isFolderOrMissing, isOutside, isOwnCacheFolder, ResultCache } from '../node/resultCache';
import { UsageError } from './io';
import type { Project } from './project';
import { version } from './version';

/**
 * The persistent result cache of a project: `ROOT/.verbatim/cache`, or the
 * folder given (`--cache DIR`, from `cwd`); undefined with `--no-cache`. Its
 * key holds everything besides file contents that decides a verdict or its
 * message: Verbatim's version and build, the runtime's Unicode version, the
 * root, the configuration, `--redact` and the working folder (messages name
 * files from it). A folder
 * given that is not a folder is a usage error; a default folder that is not
 * the project's own (a link, a file) turns the cache off with a warning, so
 * nothing outside the root is read or written.
 */
export function openCache(project: Project, options: { readonly cache?: string | boolean; readonly redact: boolean }, cwd: string, warn: (message: string) => void): ResultCache | undefined {
	if (!options.cache) {
		return undefined;
	}
	const own = options.cache === true;
	const folder = own ? path.join(project.root, '.verbatim', 'cache') : path.resolve(cwd, options.cache as string);
	if (own && !isOwnCacheFolder(project.root)) {
		warn('verbatim: .verbatim/cache is a link or a file, not a folder of the project: the result cache is off for this run\n');
		return undefined;
	}
	if (!own && !isFolderOrMissing(folder)) {
		throw new UsageError(`--cache: ${options.cache as string} is not a folder (--cache takes the next argument; the cache is on by default, so a PATH needs no --cache before it)`);
	}
	// The runtime's Unicode tables decide what `\p{L}` matches and how text normalises, so a verdict: Node's ICU, else its V8.
	const unicode = process.versions.unicode ?? process.versions.v8;
	const key = JSON.stringify({ version, build: buildStamp(), unicode, root: project.root, config: project.config, redact: options.redact, cwd });
	const shown = path.relative(cwd, folder) || '.';
	return ResultCache.open(folder, key, {
		ownFolder: own,
		byContent: !own && isOutside(folder, project.root),
		unwritten: (code, sketches) => warn(sketches === undefined
			? `verbatim: the result cache could not be written in ${shown} (${code}): the next run starts cold\n`
			: `verbatim: the result cache could not write its word sketches (${path.join(shown, sketches)}: ${code}): the next run reads every source it searches\n`),
	});
}
