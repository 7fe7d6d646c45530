import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { defaultConfig, parseProjectConfig } from '../../server/src/core';

const keys = (text: string): string[] => (parseProjectConfig(text).errors ?? []).map(e => e.key);

suite('verbatim.json (docs/specification.md §7)', () => {
	test('Should fill defaults for an empty object', () => {
		assert.deepEqual(parseProjectConfig('{}').config, defaultConfig);
	});

	test('Should accept every documented key', () => {
		const r = parseProjectConfig(JSON.stringify({
			include: ['notes/**/*.md'], exclude: ['drafts/**'], sources: ['sources/**'], extractFiles: ['**/*.extract.md'],
			profiles: [{ glob: 'code/**', profile: 'whitespace' }], strict: false, elisions: 'deny', maxElisionGap: 100,
			maxSourceBytes: 1000, minQuoteWords: 3, repositories: { 'https://github.com/o/r': '../r' }, severity: { unverified: 'error' },
			pins: 'required',
		}));
		assert.equal(r.errors, undefined);
		assert.equal(r.config!.minQuoteWords, 3);
		assert.equal(r.config!.pins, 'required');
		assert.equal(defaultConfig.pins, 'optional');
	});

	test('Should name unknown keys and wrong types', () => {
		assert.deepEqual(keys('{"inclde": []}'), ['inclde']);
		assert.deepEqual(keys('{"strict": "yes"}'), ['strict']);
		assert.deepEqual(keys('{"include": "*.md"}'), ['include']);
		assert.deepEqual(keys('{"profiles": [{"glob": "x", "profile": "fuzzy", "extra": 1}]}'), ['profiles[0].extra', 'profiles[0].profile']);
		assert.deepEqual(keys('{"severity": {"absent": "fatal", "nonsense": "error"}}'), ['severity.absent', 'severity.nonsense']);
		assert.deepEqual(keys('{"maxElisionGap": -1, "elisions": "maybe"}'), ['maxElisionGap', 'elisions']);
		assert.deepEqual(keys('[]'), ['(root)']);
		assert.deepEqual(keys('{"pins": true}'), ['pins']);
		assert.deepEqual(keys('{"pins": "always"}'), ['pins']);
		assert.deepEqual(keys('{"severity": {"unpinned": "warning"}}'), []);
		assert.deepEqual(keys('{"constructor": 1, "toString": "x", "__proto__": {}}'), ['constructor', 'toString', '__proto__']);
	});

	test('Should name each glob the matcher cannot take, in every glob key, without echoing it', () => {
		const long = 'q'.repeat(70_000);
		const r = parseProjectConfig(JSON.stringify({ include: ['**/*.md', long], exclude: [long], sources: [long], extractFiles: [long], profiles: [{ glob: long, profile: 'exact' }] }));
		assert.deepEqual(r.errors?.map(e => e.key), ['include[1]', 'exclude[0]', 'sources[0]', 'extractFiles[0]', 'profiles[0].glob']);
		assert.ok(r.errors!.every(e => !e.message.includes('qqq')));
		assert.equal(parseProjectConfig(JSON.stringify({ include: ['q'.repeat(60_000)] })).errors, undefined);
	});

	test('Should name a key in printable ASCII of at most 64 characters, whatever the file holds', () => {
		const named = keys(JSON.stringify({ 'x\n::error file=a.md::INJECTED\u001b[2J': 1, caf\u00e9: 2, ['k'.repeat(100)]: 3 }));
		assert.deepEqual(named, ['x\\n::error file=a.md::INJECTED\\u001b[2J', 'caf\\u00e9', `${'k'.repeat(64)}…`]);
		assert.ok(named.every(k => [...k].every(c => c === '…' || (c >= ' ' && c <= '~'))));
	});

	test('Should locate malformed JSON by line and column, saying what was expected', () => {
		const at = (text: string): string[] => (parseProjectConfig(text).errors ?? []).map(e => `${e.key} ${e.range!.start.line + 1}:${e.range!.start.character + 1} ${e.message}`);
		assert.deepEqual(at('{\n  "strict": true,\n}'), ['(syntax) 3:1 not valid JSON: a key in double quotes expected (a trailing comma?)']);
		assert.deepEqual(at('{\n  "strict": yes,\n  "include": [],\n  "exclude": []\n}'), ['(syntax) 2:13 not valid JSON: a JSON value expected']);
		assert.deepEqual(at('{"include": ["a"\n "b"]}'), ['(syntax) 2:2 not valid JSON: "," expected']);
		assert.deepEqual(at('{"strict": true'), ['(syntax) 1:16 not valid JSON: "}" expected']);
		assert.deepEqual(at('{"strict": true}\n{}'), ['(syntax) 2:1 not valid JSON: nothing may follow the top-level value']);
		assert.deepEqual(at('\r\r{"a": "\\x"}'), ['(syntax) 3:7 not valid JSON: a malformed escape']);
		assert.deepEqual(at(''), ['(syntax) 1:1 not valid JSON: a value expected']);
		assert.deepEqual(at('['.repeat(100_000)), ['(syntax) 1:65 nested deeper than 64 levels']);
	});

	test('Should refuse comments and trailing commas: verbatim.json is plain JSON', () => {
		const at = (text: string): string[] => (parseProjectConfig(text).errors ?? []).map(e => `${e.range!.start.line + 1}:${e.range!.start.character + 1} ${e.message}`);
		assert.deepEqual(at('{\n  // notes only\n  "strict": true\n}'), ['2:3 not valid JSON: comments are not allowed: verbatim.json is plain JSON']);
		assert.deepEqual(at('{"include": ["a",]}'), ['1:18 not valid JSON: a value expected']);
	});

	test('Should give every error the range of what it blames: a key\'s name when the key is unknown, else its value', () => {
		const text = [
			'{',
			'  "inclde": [],',
			'  "strict": "yes",',
			'  "include": ["**/*.md", "' + 'q'.repeat(70_000) + '"],',
			'  "profiles": [{ "glob": "", "profile": "fuzzy", "extra": 1 }, 3],',
			'  "severity": { "absent": "fatal", "nonsense": "error" },',
			'  "repositories": { "not a url": "r", "https://github.com/o/r": 5, "https://github.com/o/s": "../s" }',
			'}',
		].join('\r\n');
		const errors = parseProjectConfig(text, { cloneInsideRoot: clone => !clone.startsWith('..') }).errors!;
		const lines = text.split('\r\n');
		const shown = errors.map(e => {
			const { start, end } = e.range!;
			assert.equal(start.line, end.line, e.key);
			return `${e.key} @${start.line + 1} ${lines[start.line]!.slice(start.character, end.character).slice(0, 12)}`;
		});
		assert.deepEqual(shown, [
			'inclde @2 "inclde"',
			'strict @3 "yes"',
			'include[1] @4 "qqqqqqqqqqq',
			'profiles[0].extra @5 "extra"',
			'profiles[0].glob @5 ""',
			'profiles[0].profile @5 "fuzzy"',
			'profiles[1] @5 3',
			'severity.absent @6 "fatal"',
			'severity.nonsense @6 "nonsense"',
			'repositories["not a url"] @7 "not a url"',
			'repositories["https://github.com/o/r"] @7 5',
			'repositories["https://github.com/o/s"] @7 "../s"',
		]);
	});

	test('Should keep a key named __proto__ an own key, as JSON.parse does, at every level', () => {
		assert.deepEqual(keys('{"severity": {"__proto__": "error"}}'), ['severity.__proto__']);
		assert.deepEqual(keys('{"profiles": [{"glob": "a", "profile": "exact", "__proto__": {}}]}'), ['profiles[0].__proto__']);
	});

	test('Should take the last of duplicate keys, as JSON.parse does', () => {
		assert.equal(parseProjectConfig('{"minQuoteWords": 2, "minQuoteWords": 5}').config!.minQuoteWords, 5);
	});

	test('Should never echo the bytes of a file that is not JSON', () => {
		const errors = parseProjectConfig('root:x:0:0:root:/root:/bin/bash\nSECRET=hunter2\n').errors!;
		assert.equal(errors.length, 1);
		assert.doesNotMatch(`${errors[0]!.key} ${errors[0]!.message}`, /root:x|hunter2|SECRET/);
	});
});
