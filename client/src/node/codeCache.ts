// Loads a CommonJS bundle with V8's code cache. The extension host and the
// language server both start while VS Code starts, when every millisecond of
// compiling competes with the workbench; the cache turns the compile of the
// bundle and of the functions its first minutes ran into a read
// (docs/decisions.md, "The first squiggle: measured in the page, and the
// bundles' code cache").
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import { createRequire, wrap } from 'node:module';
import * as path from 'node:path';
import { Script } from 'node:vm';

/** How long after loading the cache is written: long enough for start-up's functions to have been compiled. */
const saveAfterMs = 5000;
const digestBytes = 32;

/**
 * Requires `file` as Node would, compiling it with the cache kept in
 * `cacheDir` when there is one that V8 accepts, and writing a fresh one a few
 * seconds later when there was none. Any failure of the cache falls back to
 * a plain compile: the cache only ever saves time.
 */
export function requireCached(file: string, cacheDir: string | undefined): unknown {
	const source = fs.readFileSync(file, 'utf8');
	const name = cacheName(file, source);
	const own = cacheDir === undefined ? undefined : readCache(path.join(cacheDir, name));
	// The package ships a cache made at build time (compiled, never run): it serves the first start when its runtime matches.
	const cachedData = own ?? readCache(path.join(path.dirname(file), name));
	const script = new Script(wrap(source), { filename: file, cachedData });
	if (cacheDir !== undefined && (own === undefined || script.cachedDataRejected)) {
		saveLater(script, path.join(cacheDir, name));
	}
	const module = { exports: {} as unknown, filename: file, id: file, loaded: false };
	const run = script.runInThisContext() as (exports: unknown, require: NodeJS.Require, module: unknown, filename: string, dirname: string) => void;
	run.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
	module.loaded = true;
	return module.exports;
}

/** Writes the cache of a bundle as compiled, not run, beside it: what the package ships (`esbuild.mjs --production`). */
export function shipCache(file: string): string {
	const source = fs.readFileSync(file, 'utf8');
	const target = path.join(path.dirname(file), cacheName(file, source));
	writeCache(target, new Script(wrap(source), { filename: file }).createCachedData());
	return target;
}

/** V8 checks a cache against the source's length only: the name carries a hash of the text and of the runtime. */
function cacheName(file: string, source: string): string {
	const key = createHash('sha256').update(source).update(`${process.version} ${process.arch}`).digest('hex').slice(0, 16);
	return `${path.basename(file)}.${key}.v8cache`;
}

/** Writes the cache once start-up's functions are compiled, or when the process ends before that. */
function saveLater(script: Script, file: string): void {
	let saved = false;
	const save = (): void => {
		if (!saved) {
			saved = true;
			writeCache(file, script.createCachedData());
		}
	};
	setTimeout(save, saveAfterMs).unref();
	process.once('exit', save);
}

/** The cached data, when the file holds a whole one (its digest first); undefined otherwise. */
function readCache(file: string): Buffer | undefined {
	try {
		const bytes = fs.readFileSync(file);
		const data = bytes.subarray(digestBytes);
		// V8 does not check release builds' caches for damage; a torn or altered file is never handed to it.
		return bytes.length > digestBytes && createHash('sha256').update(data).digest().equals(bytes.subarray(0, digestBytes)) ? data : undefined;
	} catch {
		return undefined;
	}
}

/** Writes the cache whole or not at all, and removes the caches of other versions of the same bundle. */
function writeCache(file: string, data: Buffer): void {
	try {
		const dir = path.dirname(file);
		fs.mkdirSync(dir, { recursive: true });
		const temp = `${file}.${process.pid}.tmp`;
		fs.writeFileSync(temp, Buffer.concat([createHash('sha256').update(data).digest(), data]));
		fs.renameSync(temp, file);
		const prefix = `${path.basename(file).split('.').slice(0, -2).join('.')}.`;
		for (const old of fs.readdirSync(dir)) {
			if (old.startsWith(prefix) && old.endsWith('.v8cache') && old !== path.basename(file)) {
				fs.rmSync(path.join(dir, old), { force: true });
			}
		}
	} catch {
		// A read-only or full disk: the next start compiles as before.
	}
}
