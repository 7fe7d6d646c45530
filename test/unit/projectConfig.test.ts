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

	test('Should locate malformed JSON by line and column', () => {
		assert.deepEqual(keys('{\n  "strict": true,\n}'), ['line 3, column 1']);
		assert.deepEqual(keys('{\n  "strict": yes,\n  "include": [],\n  "exclude": []\n}'), ['line 2, column 13']);
		assert.deepEqual(keys('{"include": ["a"\n "b"]}'), ['line 2, column 2']);
		assert.deepEqual(keys('{"strict": true'), ['line 1, column 16']);
		assert.deepEqual(keys('{"strict": true}\n{}'), ['line 2, column 1']);
		assert.deepEqual(keys('\r\r{"a": "\\x"}'), ['line 3, column 7']);
		assert.deepEqual(keys('['.repeat(100_000)), ['line 1, column 100001']);
	});

	test('Should never echo the bytes of a file that is not JSON', () => {
		const errors = parseProjectConfig('root:x:0:0:root:/root:/bin/bash\nSECRET=hunter2\n').errors!;
		assert.equal(errors.length, 1);
		assert.doesNotMatch(`${errors[0]!.key} ${errors[0]!.message}`, /root:x|hunter2|SECRET/);
	});
});
