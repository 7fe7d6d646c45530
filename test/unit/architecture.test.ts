import * as assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { suite, test } from 'node:test';
import { repoRoot } from '../helpers/project';

/** Every module of server/src and the relative modules it imports (types included). */
function importGraph(): Map<string, string[]> {
	const graph = new Map<string, string[]>();
	const walk = (dir: string): void => {
		for (const name of readdirSync(dir)) {
			const full = path.join(dir, name);
			if (statSync(full).isDirectory()) {
				walk(full);
			} else if (name.endsWith('.ts')) {
				const text = readFileSync(full, 'utf8');
				const deps = [...text.matchAll(/(?:import|export)[^'";]*?from\s+['"](\.[^'"]+)['"]/g)].flatMap(m => {
					const base = path.resolve(path.dirname(full), m[1]!);
					return [`${base}.ts`, path.join(base, 'index.ts')].filter(existsSync).slice(0, 1);
				});
				graph.set(full, deps);
			}
		}
	};
	walk(path.join(repoRoot, 'server', 'src'));
	return graph;
}

/** A cycle of imports, if there is one (depth-first search for a back edge). */
function findCycle(graph: Map<string, string[]>): string[] | undefined {
	const state = new Map<string, 'open' | 'done'>();
	const stack: string[] = [];
	const visit = (v: string): string[] | undefined => {
		state.set(v, 'open');
		stack.push(v);
		for (const w of graph.get(v) ?? []) {
			if (state.get(w) === 'open') {
				return [...stack.slice(stack.indexOf(w)), w];
			}
			const found = state.has(w) ? undefined : visit(w);
			if (found) {
				return found;
			}
		}
		stack.pop();
		state.set(v, 'done');
		return undefined;
	};
	for (const v of graph.keys()) {
		const found = state.has(v) ? undefined : visit(v);
		if (found) {
			return found;
		}
	}
	return undefined;
}

suite('Architecture of server/src', () => {
	test('Should have no import cycles, type imports included', () => {
		const graph = importGraph();
		assert.ok(graph.size > 50, 'the graph covers the server');
		const cycle = findCycle(graph);
		assert.equal(cycle?.map(f => path.relative(repoRoot, f)).join(' -> '), undefined);
	});

	test('Should find a cycle when there is one', () => {
		assert.deepEqual(findCycle(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']]])), ['a', 'b', 'c', 'a']);
		assert.equal(findCycle(new Map([['a', ['b']], ['b', []]])), undefined);
	});

	test('Should keep the checker hosts see to at most 12 members', () => {
		const text = readFileSync(path.join(repoRoot, 'server', 'src', 'core', 'manager.ts'), 'utf8');
		const body = /export interface Checker \{\n([\s\S]*?)\n\}/.exec(text)?.[1];
		assert.ok(body, 'core/manager.ts declares the Checker interface');
		const members = body.split('\n').filter(line => /^\t(readonly )?[a-zA-Z]+[(:]/.test(line));
		assert.ok(members.length >= 5 && members.length <= 12, `${members.length} members: ${members.map(m => m.trim()).join(' | ')}`);
	});

	test('Should read and write files in server/src/node only', () => {
		const offenders: string[] = [];
		const walk = (dir: string): void => {
			for (const name of readdirSync(dir)) {
				const full = path.join(dir, name);
				if (statSync(full).isDirectory()) {
					walk(full);
				} else if (name.endsWith('.ts') && !full.includes(`${path.sep}node${path.sep}`) && /(?:from\s+|require\(|import\()['"](?:node:)?fs(?:\/promises)?['"]/.test(readFileSync(full, 'utf8'))) {
					offenders.push(path.relative(repoRoot, full));
				}
			}
		};
		walk(path.join(repoRoot, 'server', 'src'));
		assert.deepEqual(offenders, []);
	});
});
