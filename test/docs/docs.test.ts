import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { load as loadYaml } from 'js-yaml';
import * as path from 'node:path';
import { after, suite, test } from 'node:test';
import { cliPath, repoRoot } from '../helpers/project';

/** A shell example of the docs: the commands to run, the exit code each should have, and the output shown, if any. */
interface Example {
	readonly doc: string;
	readonly line: number;
	readonly command: string;
	readonly exit: number;
	/** The output the doc shows under a `$ command` line; `...` stands for any lines. */
	readonly output?: readonly string[];
}

const docs = ['README.md', ...readdirSync(path.join(repoRoot, 'docs')).filter(f => f.endsWith('.md')).map(f => `docs/${f}`)];

/** Fenced blocks of a Markdown file, with their info string and first line. */
function fences(text: string): { info: string; line: number; body: string[] }[] {
	const out: { info: string; line: number; body: string[] }[] = [];
	const lines = text.split('\n');
	for (let k = 0; k < lines.length; k++) {
		const open = /^```(.*)$/.exec(lines[k]!);
		if (!open) {
			continue;
		}
		const start = k;
		const body: string[] = [];
		while (++k < lines.length && !/^```\s*$/.test(lines[k]!)) {
			body.push(lines[k]!);
		}
		out.push({ info: open[1]!.trim(), line: start + 1, body });
	}
	return out;
}

/**
 * The runnable examples: blocks fenced exactly as `sh` (`sh norun` and any
 * other fence are not run). In a block with `$ ` lines, those are commands
 * and the lines under each are its output; otherwise every line is a
 * command. A trailing `# exit N` says the command exits N (default 0).
 */
function examples(doc: string): Example[] {
	const out: Example[] = [];
	for (const block of fences(readFileSync(path.join(repoRoot, doc), 'utf8')).filter(b => b.info === 'sh')) {
		const transcript = block.body.some(l => l.startsWith('$ '));
		block.body.forEach((l, k) => {
			const command = transcript ? (l.startsWith('$ ') ? l.slice(2) : undefined) : l;
			if (!command?.trim() || command.trim().startsWith('#')) {
				return;
			}
			let output: string[] | undefined;
			if (transcript) {
				const next = block.body.slice(k + 1).findIndex(x => x.startsWith('$ '));
				output = block.body.slice(k + 1, next < 0 ? undefined : k + 1 + next);
			}
			const exit = Number(/#\s*exits?\s+(\d+)/.exec(command)?.[1] ?? 0);
			out.push({ doc, line: block.line + 1 + k, command, exit, output });
		});
	}
	return out;
}

function matches(actual: string[], expected: readonly string[]): boolean {
	if (expected.length === 0) {
		return actual.length === 0;
	}
	const [first, ...rest] = expected;
	if (first === '...') {
		return actual.some((_, k) => matches(actual.slice(k), rest)) || matches([], rest);
	}
	return actual.length > 0 && actual[0] === first && matches(actual.slice(1), rest);
}

suite('Docs that run', () => {
	// `verbatim` on PATH is this repository's build, as after installing the packed CLI.
	const bin = mkdtempSync(path.join(tmpdir(), 'verbatim-docs-'));
	after(() => rmSync(bin, { recursive: true, force: true }));
	writeFileSync(path.join(bin, 'verbatim'), `#!/bin/sh\nexec "${process.execPath}" "${cliPath}" "$@"\n`);
	chmodSync(path.join(bin, 'verbatim'), 0o755);

	test('Should find runnable examples in the README and the docs', () => {
		assert.ok(examples('README.md').length >= 3);
		assert.ok(docs.flatMap(examples).length >= 8);
	});

	for (const example of docs.flatMap(examples)) {
		test(`${example.doc}:${example.line}: ${example.command}`, () => {
			const r = spawnSync('bash', ['-c', example.command], {
				cwd: repoRoot, encoding: 'utf8', timeout: 60_000,
				env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}`, NO_COLOR: '1', GITHUB_WORKSPACE: '' },
			});
			assert.equal(r.status, example.exit, `exit ${r.status}; stderr: ${r.stderr}`);
			if (example.output) {
				const actual = r.stdout.replace(/\n$/, '').split('\n').map(l => l.trimEnd());
				assert.ok(matches(actual, example.output.map(l => l.trimEnd())), `output:\n${r.stdout}`);
			}
		});
	}

	test('Should never run a package by a bare name that a registry could resolve to someone else\'s', () => {
		for (const doc of [...docs, 'client/README.md']) {
			const text = readFileSync(path.join(repoRoot, doc), 'utf8');
			for (const m of text.matchAll(/\b(npx|npm exec|pnpm dlx|yarn dlx|bunx)\b[^\n`]*/g)) {
				// `npx --no` only runs what is installed locally; it never downloads.
				assert.match(m[0], /^npx --no\b/, `${doc}: ${m[0]}`);
			}
			assert.doesNotMatch(text, /npm (install|i) (-g |--global )?verbatim(\s|$)/, doc);
		}
	});

	test('Should show the usage lines of `verbatim --help` in the README, and no other', () => {
		const help = spawnSync(process.execPath, [cliPath, '--help'], { encoding: 'utf8' }).stdout;
		const usage = help.split('\n').filter(l => l.startsWith('  verbatim ')).map(l => l.trim());
		const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
		const shown = fences(readme).filter(b => b.info === 'text').flatMap(b => b.body).filter(l => l.startsWith('verbatim '));
		for (const line of usage) {
			assert.ok(shown.includes(line), `README lacks: ${line}`);
		}
		for (const line of shown) {
			assert.ok(usage.includes(line), `README shows a usage line the CLI does not have: ${line}`);
		}
	});
});

suite('The specification', () => {
	test('Should be what every section reference in code and docs points at, and hold each section referred to', () => {
		const spec = readFileSync(path.join(repoRoot, 'docs/specification.md'), 'utf8');
		const sections = new Set([...spec.matchAll(/^#{2,3} (\d+(?:\.\d+)?)\.? /gm)].map(m => m[1]));
		const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' }).stdout;
		const files = listed.split('\n').filter(f => /\.(ts|mjs|md|json|yml|yaml|sh|lua)$/.test(f) && !f.startsWith('node_modules/'));
		assert.ok(files.length > 50);
		for (const file of files) {
			let text: string;
			try {
				text = readFileSync(path.join(repoRoot, file), 'utf8');
			} catch {
				continue;
			}
			// This file names the retired spellings in order to forbid them.
			if (file !== 'test/docs/docs.test.ts') {
				assert.doesNotMatch(text, /\bSPEC(\.md| §)/, `${file} refers to a specification outside the repository`);
			}
			for (const m of text.matchAll(/specification\.md §(\d+(?:\.\d+)?)/g)) {
				assert.ok(sections.has(m[1]!), `${file}: no section ${m[1]} in docs/specification.md`);
			}
		}
	});
});

suite('The CI guide', () => {
	interface Step { uses?: string; run?: string; if?: string; with?: Record<string, unknown> }
	interface Job { strategy?: { matrix?: Record<string, unknown[]> }; steps: Step[] }

	test('Should hold only YAML that parses, and shard workflows with one job per shard and one SARIF upload of its own category each', () => {
		const actionInputs = Object.keys((loadYaml(readFileSync(path.join(repoRoot, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown> }).inputs);
		const blocks = fences(readFileSync(path.join(repoRoot, 'docs/ci.md'), 'utf8')).filter(f => f.info === 'yaml');
		let sharded = 0;
		for (const block of blocks) {
			const doc = loadYaml(block.body.join('\n')) as { jobs?: Record<string, Job> } | Step[] | undefined;
			assert.ok(doc !== undefined && typeof doc === 'object', `docs/ci.md:${block.line}`);
			for (const job of Object.values(Array.isArray(doc) ? {} : doc.jobs ?? {})) {
				for (const step of job.steps.filter(s => s.uses === 'OWNER/REPO@COMMIT')) {
					// Every input a step gives the action is one action.yml declares.
					assert.deepEqual(Object.keys(step.with ?? {}).filter(k => !actionInputs.includes(k)), [], `docs/ci.md:${block.line}`);
				}
				const shards = job.strategy?.matrix?.shard;
				if (!shards) {
					continue;
				}
				sharded++;
				const where = `docs/ci.md:${block.line}`;
				assert.deepEqual(shards, shards.map((_, k) => k + 1), where);
				// Each job checks shard I of N, N being the matrix's length...
				const checks = job.steps.filter(s => /--shard \$\{\{ matrix\.shard \}\}\/(\d+)/.test(s.run ?? '') || /^\$\{\{ matrix\.shard \}\}\/\d+$/.test(String(s.with?.shard ?? '')));
				assert.equal(checks.length, 1, where);
				assert.equal(Number(/\/(\d+)/.exec(checks[0]!.run ?? String(checks[0]!.with!.shard))![1]), shards.length, where);
				// ...and uploads its SARIF once, under a category of its own.
				const uploads = job.steps.filter(s => s.uses?.startsWith('github/codeql-action/upload-sarif@'));
				assert.equal(uploads.length, 1, where);
				assert.match(String(uploads[0]!.with?.category), /\$\{\{ matrix\.shard \}\}/, where);
			}
		}
		assert.ok(sharded >= 2, 'the shard workflows of docs/ci.md');
	});
});
