import * as assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { suite, test } from 'node:test';
import { citationForms, documentKinds, sourceKinds } from '../../server/src/core';
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

/**
 * Places that single out a citation form by name: a form compared with a
 * registered form's name (`c.form === 'prose'`, `'lead-in' !== params.form`)
 * or a `switch` on a form. Outside `core/forms` a form is asked for its
 * traits (`formOf(c).inlineQuote`), so a new form needs no edit there.
 */
function singledOutForms(text: string, names: readonly string[]): string[] {
	const name = `['"\`](?:${names.map(n => n.replace(/[-.]/g, '\\$&')).join('|')})['"\`]`;
	const compared = new RegExp(String.raw`\bform\s*[!=]==?\s*${name}|${name}\s*[!=]==?\s*[\w.?!]*\bform\b|switch\s*\([^)]*\bform\s*\)`, 'g');
	return [...text.matchAll(compared)].map(m => m[0]);
}

/** The names of every source kind and document kind, from their registries. */
const kindNames = [...Object.keys(sourceKinds), ...documentKinds.map(k => k.name)];

/** Code without its comments (line and block), so a comment may name a kind. */
function withoutComments(text: string): string {
	return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/**
 * Where code compares a kind with a source or document kind's name
 * (`t.kind === 'git'`, `'pdf' !== kind`), or switches on a kind with a case
 * naming one: what only a kind's entry in `core/sources/` may decide.
 * Other fields named `kind` with other values (a range's 'lines' or
 * 'pages', a read's 'ok') are no source kind.
 */
function kindSwitches(text: string, names: readonly string[]): string[] {
	const code = withoutComments(text);
	const name = `['"](?:${names.join('|')})['"]`;
	const compares = [...code.matchAll(new RegExp(`\\bkind\\s*[!=]==?\\s*${name}|${name}\\s*[!=]==?\\s*[\\w.?]*\\bkind\\b`, 'g'))].map(m => m[0]);
	const cases: string[] = [];
	for (const m of code.matchAll(/switch\s*\(([^)]*\bkind)\)\s*\{/g)) {
		let depth = 1;
		let end = m.index + m[0].length;
		while (depth > 0 && end < code.length) {
			depth += code[end] === '{' ? 1 : code[end] === '}' ? -1 : 0;
			end++;
		}
		cases.push(...[...code.slice(m.index, end).matchAll(new RegExp(`case\\s+${name}\\s*:`, 'g'))].map(c => `switch (${m[1]}) ${c[0]}`));
	}
	return [...compares, ...cases];
}

/** Every .ts file under a folder. */
function tsFiles(dir: string): string[] {
	return readdirSync(dir).flatMap(name => {
		const full = path.join(dir, name);
		return statSync(full).isDirectory() ? tsFiles(full) : name.endsWith('.ts') ? [full] : [];
	});
}

suite('Architecture of server/src', () => {
	test('Should name a citation form only in core/forms: elsewhere a form is asked for its traits', () => {
		const names = citationForms.map(f => f.name);
		assert.ok(names.length >= 4, 'the registry lists the forms');
		const forms = path.join(repoRoot, 'server', 'src', 'core', 'forms');
		const found = tsFiles(path.join(repoRoot, 'server', 'src'))
			.filter(file => !file.startsWith(forms + path.sep))
			.flatMap(file => singledOutForms(readFileSync(file, 'utf8'), names).map(m => `${path.relative(repoRoot, file)}: ${m}`));
		assert.deepEqual(found, []);
	});

	test('Should find a form singled out when one is', () => {
		const names = ['blockquote', 'prose', 'lead-in'];
		assert.deepEqual(singledOutForms('if (c.form === \'prose\' || params.form !== "lead-in") {}', names), ['form === \'prose\'', 'form !== "lead-in"']);
		assert.deepEqual(singledOutForms('const b = \'lead-in\' === r.citation.form; switch (c.form) {}', names), ['\'lead-in\' === r.citation.form', 'switch (c.form)']);
		// Other things named like a form are not forms: an mdast node's type, a profile.
		assert.deepEqual(singledOutForms('node.type === \'blockquote\' && profile === \'prose\'', names), []);
	});

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

	test('Should decide by source kind only in core/sources: elsewhere, code asks the registry', () => {
		assert.ok(kindNames.includes('git') && kindNames.includes('pdf'), 'the names come from both registries');
		const home = path.join(repoRoot, 'server', 'src', 'core', 'sources') + path.sep;
		const files = [...tsFiles(path.join(repoRoot, 'server', 'src')), ...tsFiles(path.join(repoRoot, 'client', 'src'))].filter(f => !f.startsWith(home));
		assert.ok(files.length > 100, 'the scan covers the server and the client');
		const found = files.flatMap(f => kindSwitches(readFileSync(f, 'utf8'), kindNames).map(s => `${path.relative(repoRoot, f)}: ${s}`));
		assert.deepEqual(found, []);
	});

	test('Should find a switch on a source kind, and no other kind', () => {
		const names = ['local', 'git', 'pdf'];
		assert.deepEqual(kindSwitches("if (c.target?.kind === 'git') {}", names), ["kind === 'git'"]);
		assert.deepEqual(kindSwitches('const x = kind !== "pdf";', names), ['kind !== "pdf"']);
		assert.deepEqual(kindSwitches("if ('local' === t.kind) {}", names), ["'local' === t.kind"]);
		assert.deepEqual(kindSwitches("switch (t?.kind) {\n\tcase 'local': return 1;\n\tdefault: return { a: 2 };\n}", names), ["switch (t?.kind) case 'local':"]);
		assert.deepEqual(kindSwitches("if (r.kind === 'lines' || read.kind === 'ok') {}", names), []);
		assert.deepEqual(kindSwitches("switch (option) { case 'git': break; }", names), []);
		assert.deepEqual(kindSwitches("// a comment: kind === 'git'\n/* kind === 'pdf' */ const t = { kind: 'git' };", names), []);
	});
});
