// Builds the bundles: dist/cli.js (the `verbatim` bin), dist/server.js,
// dist/extension.js and dist/client.js (the VS Code extension: its entry
// forks the server, then loads the client), dist/pdfjs.js (the PDF
// extractor); dist/web/extension.js and dist/web/server.js (the extension in
// the browser: package.json `browser`); with --tests, the tests into out/test (bundled as scripts/testPlan.mjs says); with --bench, the
// benchmarks into out/bench; with --production, also the V8 code caches the
// VSIX ships (dist/*.v8cache). `--action` builds only the GitHub Action's
// committed bundle, action/dist/ (`--action=DIR`: into DIR instead).
import * as esbuild from 'esbuild';
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildPlaceholder, stampBundle } from './scripts/stampBundle.mjs';
import { shards, testFiles } from './scripts/testPlan.mjs';

const production = process.argv.includes('--production');
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// The extractor's version, known without loading it: renders and the machine's memo of extractions name it.
const versionOf = name => JSON.parse(readFileSync(new URL(`./node_modules/${name}/package.json`, import.meta.url), 'utf8')).version;
const pdfjsVersion = versionOf('pdfjs-dist');
// A web page's text is rehype-parse's tree read by hast-util-to-text, then cut to one block a line; the last number is that cutting's.
const htmlExtractorVersion = `${versionOf('hast-util-to-text')} (rehype-parse ${versionOf('rehype-parse')}; 1)`;
// A Word document's text is mammoth's, less the runs Word hides, one paragraph a line; the last number is that cleaning's.
const mammothVersion = `${versionOf('mammoth')} (1)`;

/** @type {esbuild.BuildOptions} */
const common = {
	bundle: true,
	platform: 'node',
	format: 'cjs',
	target: 'node20',
	external: ['vscode'],
	sourcemap: !production,
	minify: production,
	logLevel: 'warning',
	define: { VERBATIM_VERSION: JSON.stringify(pkg.version), VERBATIM_BUILD: JSON.stringify(buildPlaceholder), VERBATIM_PDFJS_VERSION: JSON.stringify(pdfjsVersion),
		VERBATIM_HTML_EXTRACTOR_VERSION: JSON.stringify(htmlExtractorVersion), VERBATIM_MAMMOTH_VERSION: JSON.stringify(mammothVersion) },
	// unified and remark are ESM-only; bundling them lets the CJS output load them.
	mainFields: ['module', 'main'],
	// The bibliography reader uses bibtex-parser's verbatim-mode parser, which the package does not export (tsconfig.json `paths` gives its types).
	alias: { 'bibtex-verbatim-parser': './node_modules/@retorquere/bibtex-parser/dist/esm/verbatim.js' },
};

/**
 * pdf.js asks Node for the optional native canvas package as it loads (to
 * draw, which text extraction never does) and prints a warning, with a path,
 * where it is missing: an installed CLI, the VSIX. The bundle gets an inert
 * stand-in instead (the globals pdf.js wanted from it are server/src/node/pdfjsGlobals.ts),
 * so the extractor behaves the same wherever it runs. A pdf.js that asks in
 * another way fails the build here, rather than warning at a user's.
 */
const noCanvas = {
	name: 'no-canvas',
	setup(build) {
		build.onLoad({ filter: /[\\/]pdfjs-dist[\\/]legacy[\\/]build[\\/]pdf\.mjs$/ }, args => {
			const asked = 'require("@napi-rs/canvas")';
			const source = readFileSync(args.path, 'utf8');
			if (!source.includes(asked)) {
				throw new Error(`${args.path} no longer loads the canvas package as ${asked}: update the no-canvas plugin of esbuild.mjs`);
			}
			const stub = '({ createCanvas() { throw new Error("pdf.js drawing is not part of this build"); } })';
			return { contents: source.replaceAll(asked, stub), loader: 'js' };
		});
	},
};

/**
 * pdf.js grows every decoded stream's buffer in one place (and gathers a
 * native decompressor's output in another): each growth is reported to
 * `globalThis.__verbatimInflated`, which stops a document whose streams
 * inflate beyond the limit before the bytes are allocated. A pdf.js whose
 * code no longer has these places fails the build rather than lose the limit.
 */
const countInflatedBytes = {
	name: 'count-inflated-bytes',
	setup(build) {
		build.onLoad({ filter: /pdfjs-dist[\\/]legacy[\\/]build[\\/]pdf\.worker\.mjs$/ }, args => {
			let code = readFileSync(args.path, 'utf8');
			for (const [at, report] of [
				['const buffer2 = new Uint8Array(size);', 'globalThis.__verbatimInflated?.(size - buffer.byteLength);'],
				['totalLength += chunk.byteLength;', 'globalThis.__verbatimInflated?.(chunk.byteLength);'],
			]) {
				if (code.split(at).length !== 2) {
					throw new Error(`pdf.worker.mjs: expected one "${at}" to count inflated bytes`);
				}
				code = code.replace(at, `${report} ${at}`);
			}
			return { contents: code, loader: 'js' };
		});
	},
};

// The PDF extractor, run in a worker thread only when a PDF is extracted (server/src/node/pdf.ts).
// pdf.js reads import.meta.url, which a CJS bundle lacks; give it the bundle's own URL.
/** @type {esbuild.BuildOptions} */
const pdfjsBuild = {
	...common,
	entryPoints: { pdfjs: 'server/src/node/pdfjsEntry.ts' },
	sourcemap: false,
	minify: true,
	define: { ...common.define, 'import.meta.url': '__pdfjsUrl' },
	banner: { js: 'var __pdfjsUrl = require("url").pathToFileURL(__filename).href;' },
	plugins: [noCanvas, countInflatedBytes],
};

/**
 * The GitHub Action's bundle, committed (action.yml runs it with the runner's
 * Node, so no job installs anything): its entry and the PDF extractor beside
 * it. Its bytes depend on the sources and the locked packages only, never on
 * the build's flags or folder: not minified (a change reads as a diff), no
 * source map, and node_modules named as written even when it is a link.
 */
/** The web page and Word document extractors, each run in a worker thread only when such a document is extracted (server/src/node/documents.ts). */
/** @type {esbuild.BuildOptions} */
const documentsBuild = { ...common, entryPoints: { html: 'server/src/node/htmlEntry.ts', docx: 'server/src/node/docxEntry.ts' }, sourcemap: false };

/**
 * The tests into out/test (the plan is scripts/testPlan.mjs): the files of
 * `ownBundle` and the deep ones a bundle each, every other file into a shard
 * of its folder, which runs each of its files as a suite named by its path
 * (VERBATIM_TEST_FILES, one path a line, narrows it to those files). The
 * shards and their files are listed in out/test/shards.json for the runner.
 */
async function buildTests() {
	rmSync('out/test', { recursive: true, force: true });
	const files = testFiles();
	const planned = shards(files);
	const alone = files.filter(f => !planned.some(s => s.files.includes(f)));
	const shardEntry = {
		name: 'test-shards',
		setup(build) {
			build.onResolve({ filter: /^test-shard:/ }, args => ({ path: args.path.slice('test-shard:'.length), namespace: 'test-shard' }));
			build.onLoad({ filter: /.*/, namespace: 'test-shard' }, args => {
				const shard = planned.find(s => s.bundle === args.path);
				const runs = shard.files.map(f => `if (!only || only.includes(${JSON.stringify(f)})) suite(${JSON.stringify(f)}, () => { require(${JSON.stringify(`./test/${f.replace(/\.js$/, '.ts')}`)}); });`);
				return { resolveDir: process.cwd(), loader: 'js', contents: ["const { suite } = require('node:test');", "const only = process.env.VERBATIM_TEST_FILES?.split('\\n');", ...runs].join('\n') };
			});
		},
	};
	await esbuild.build({
		...common,
		entryPoints: [
			...alone.map(f => ({ in: join('test', f.replace(/\.js$/, '.ts')), out: f.replace(/\.js$/, '') })),
			...planned.map(s => ({ in: `test-shard:${s.bundle}`, out: s.bundle.replace(/\.js$/, '') })),
		],
		outdir: 'out/test',
		sourcemap: false,
		plugins: [shardEntry],
	});
	writeFileSync('out/test/shards.json', `${JSON.stringify(Object.fromEntries(planned.map(s => [s.bundle, s.files])), null, '\t')}\n`);
}

async function buildAction(outdir) {
	await esbuild.build({ ...common, entryPoints: { index: 'server/src/action/index.ts' }, outdir, sourcemap: false, minify: false, preserveSymlinks: true });
	await esbuild.build({ ...pdfjsBuild, outdir, preserveSymlinks: true });
	await esbuild.build({ ...documentsBuild, outdir, minify: false, preserveSymlinks: true });
	stampBundle(join(outdir, 'index.js'));
}

const actionFlag = process.argv.find(a => a === '--action' || a.startsWith('--action='));
if (actionFlag) {
	await buildAction(actionFlag.slice('--action='.length) || join('action', 'dist'));
	process.exit(0);
}


/**
 * remark-gfm as the server uses it: it parses GFM and never writes Markdown,
 * so the browser's server leaves out the serialiser remark-gfm also
 * registers (mdast-util-to-markdown and its helpers, 25 KB of the 500 KB budget).
 * Parsing is the same code: micromark's GFM syntax and mdast-util-gfm's
 * tree builders, registered as remark-gfm registers them.
 */
const gfmParseOnly = {
	name: 'gfm-parse-only',
	setup(build) {
		build.onResolve({ filter: /^remark-gfm$/ }, args => ({ path: args.path, namespace: 'gfm-parse-only', pluginData: args.resolveDir }));
		build.onLoad({ filter: /.*/, namespace: 'gfm-parse-only' }, args => ({
			resolveDir: args.pluginData,
			loader: 'js',
			contents: `import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
export default function remarkGfm(options) {
	const data = this.data();
	(data.micromarkExtensions || (data.micromarkExtensions = [])).push(gfm(options || {}));
	(data.fromMarkdownExtensions || (data.fromMarkdownExtensions = [])).push(gfmFromMarkdown());
}`,
		}));
	},
};

/**
 * The extension in the browser (VS Code for the Web): no Node built-ins, no
 * DOM (both bundles run in Workers, so packages' \`worker\` builds are taken:
 * decode-named-character-reference's \`browser\` one calls \`document\`).
 * The server is a classic script a Worker runs, or the extension host
 * evaluates where Workers are refused.
 */
/** @type {esbuild.BuildOptions} */
const web = { ...common, platform: 'browser', target: 'es2022', conditions: ['worker'], mainFields: ['browser', 'module', 'main'], outdir: 'dist/web', metafile: true, charset: 'utf8' };
/**
 * What only some notes need loads in the browser as a chunk of its own,
 * dist/web/chunks/<name>.js, when first asked (server/src/lsp/chunks.ts):
 * each module named here is, in dist/web/server.js only, a stand-in whose
 * exports (all functions) load the chunk and call its own. Every other
 * build bundles the modules themselves. `is`: the import that names it.
 */
const webChunks = [
	// js-yaml and bibtex-parser: notes of Pandoc keys only.
	{ name: 'bibliography', entry: 'server/src/core/bibliography/readers.ts', is: (p, dir) => join(dir, p) === join(process.cwd(), 'server/src/core/bibliography/readers'), exports: ['loadYamlStrings', 'parseBibtex'] },
	// The table of named character references: notes with an `&name;`.
	{ name: 'entities', entry: 'decode-named-character-reference', is: p => p === 'decode-named-character-reference', exports: ['decodeNamedCharacterReference'] },
	// GFM's syntax: notes whose text may hold a GFM construct (core/parse/markdown.ts).
	{ name: 'gfm', entry: 'remark-gfm', is: p => p === 'remark-gfm', exports: ['default'] },
];
const chunkStandIns = {
	name: 'chunk-stand-ins',
	setup(build) {
		build.onResolve({ filter: /readers$|^decode-named-character-reference$|^remark-gfm$/ }, args => {
			const chunk = webChunks.find(c => c.is(args.path, args.resolveDir));
			return chunk && { path: chunk.name, namespace: 'chunk-stand-in' };
		});
		build.onLoad({ filter: /.*/, namespace: 'chunk-stand-in' }, args => ({
			resolveDir: process.cwd(),
			loader: 'js',
			contents: `import { loadChunk } from './server/src/lsp/chunks.ts';\n${webChunks.find(c => c.name === args.path).exports.map(name =>
				`export ${name === 'default' ? 'default function' : `function ${name}`}(...args) { return loadChunk(${JSON.stringify(args.path)})[${JSON.stringify(name)}].apply(this, args); }`).join('\n')}`,
		}));
	},
};
/** The browser's server and its chunks, built at once; resolves with their outputs, the server's first. */
async function buildWebServer() {
	const buildChunk = async chunk => {
		const built = await esbuild.build({ ...web, outdir: 'dist/web/chunks', entryPoints: { [chunk.name]: chunk.entry }, format: 'iife', globalName: `verbatimChunk_${chunk.name}`, plugins: [gfmParseOnly] });
		// A chunk missing an export its stand-in forwards to fails the build, not a note in the browser.
		const exported = new Function(`${readFileSync(join('dist/web/chunks', `${chunk.name}.js`), 'utf8')}\nreturn verbatimChunk_${chunk.name};`)();
		const missing = chunk.exports.filter(name => typeof exported[name] !== 'function');
		if (missing.length) {
			throw new Error(`dist/web/chunks/${chunk.name}.js does not export ${missing.join(', ')}`);
		}
		return built.metafile.outputs;
	};
	const server = esbuild.build({ ...web, entryPoints: { server: 'server/src/lsp/browserIndex.ts' }, format: 'iife', plugins: [chunkStandIns, gfmParseOnly] })
		.then(built => built.metafile.outputs);
	return Promise.all([server, ...webChunks.map(buildChunk)]);
}
// The bundles do not depend on one another (the tests load dist/ only as they run): built at once, they share the cores.
const [webOutputs] = await Promise.all([
	buildWebServer(),
	// The client reads the chunks' text where the server cannot load them itself: the build tells it their names.
	esbuild.build({ ...web, entryPoints: { extension: 'client/src/web/main.ts' }, format: 'cjs', define: { VERBATIM_WEB_CHUNKS: JSON.stringify(webChunks.map(c => c.name)) } }),
	esbuild.build({ ...common, entryPoints: { cli: 'server/src/bin.ts' }, outdir: 'dist', banner: { js: '#!/usr/bin/env node' } }),
	esbuild.build({ ...common, entryPoints: { server: 'server/src/lsp/index.ts', extension: 'client/src/node/start.ts', client: 'client/src/node/main.ts', serverBoot: 'client/src/node/serverBoot.ts' }, outdir: 'dist' }),
	esbuild.build({ ...pdfjsBuild, outdir: 'dist' }),
	esbuild.build({ ...documentsBuild, outdir: 'dist', minify: true }),
	process.argv.includes('--tests') ? buildTests() : undefined,
]);
if (process.argv.includes('--sizes')) {
	for (const [file, out] of webOutputs.flatMap(Object.entries)) {
		if (file.endsWith('.js')) {
			console.log(`${file} ${out.bytes} bytes`);
			const by = {};
			for (const [input, i] of Object.entries(out.inputs)) {
				const key = input.includes('node_modules/') ? input.split('node_modules/')[1].split('/')[0] : input.split('/').slice(0, 4).join('/');
				by[key] = (by[key] ?? 0) + i.bytesInOutput;
			}
			for (const [key, bytes] of Object.entries(by).sort((a, b) => b[1] - a[1])) {
				console.log(`  ${String(bytes).padStart(7)} ${key}`);
			}
		}
	}
}

// Each shipped bundle carries the hash of its own bytes (the result cache's build stamp), before any code cache is made of it.
for (const bundle of ['cli', 'server']) {
	stampBundle(join('dist', `${bundle}.js`));
}

if (production) {
	// The VSIX ships V8 code caches of the client and the server (client/src/node/codeCache.ts).
	await esbuild.build({ ...common, entryPoints: { shipCodeCache: 'scripts/shipCodeCache.ts' }, outdir: 'out/tools' });
	execFileSync(process.execPath, ['out/tools/shipCodeCache.js'], { stdio: 'inherit' });
}

if (process.argv.includes('--e2e')) {
	// Runs inside VS Code's extension host, beside the extension.
	await esbuild.build({ ...common, entryPoints: { suite: 'test/e2e/suite/index.ts' }, outdir: 'out/e2e' });
}

if (process.argv.includes('--fuzz')) {
	await esbuild.build({ ...common, entryPoints: { main: 'test/fuzz/main.ts' }, outdir: 'out/fuzz' });
}

if (process.argv.includes('--bench')) {
	await esbuild.build({ ...common, entryPoints: ['bench/index.ts'], outdir: 'out/bench' });
}
