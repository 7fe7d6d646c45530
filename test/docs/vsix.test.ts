import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { suite, test } from 'node:test';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { repoRoot } from '../helpers/project';

const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string>; [key: string]: unknown };

/** Link and image targets of a Markdown file, outside code (where a link is an example, not a link). */
function targets(markdown: string): string[] {
	const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root;
	const out: string[] = [];
	const visit = (node: { type: string; url?: string; children?: unknown[] }): void => {
		if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && node.url) {
			out.push(node.url);
		}
		for (const child of node.children ?? []) {
			visit(child as typeof node);
		}
	};
	visit(tree as unknown as Parameters<typeof visit>[0]);
	return out;
}

let listed: { readme: string; files: string[] } | undefined;

/** vsce's own list of what `npm run package` packages, after .vscodeignore: made once, for the tests that read it. */
function packaged(): { readme: string; files: string[] } {
	if (!listed) {
		const readme = /--readme-path (\S+)/.exec(pkg.scripts.package!)?.[1];
		assert.ok(readme, 'npm run package names the extension README');
		const vsce = path.join(repoRoot, 'node_modules', '.bin', 'vsce');
		const r = spawnSync(vsce, ['ls', '--no-dependencies', '--readme-path', readme], { cwd: repoRoot, encoding: 'utf8' });
		assert.equal(r.status, 0, r.stderr);
		listed = { readme, files: r.stdout.split('\n').filter(Boolean) };
	}
	return listed;
}

suite('The VS Code package', () => {
	test('Should put the bundles the extension loads into the VSIX, the PDF extractor included', () => {
		const listed = packaged().files;
		// Code caches exist after a production build (`npm run package`), and ship when they do.
		const caches = readdirSync(path.join(repoRoot, 'dist')).filter(f => f.endsWith('.v8cache')).map(f => `dist/${f}`);
		for (const file of ['package.json', 'dist/extension.js', 'dist/client.js', 'dist/serverBoot.js', 'dist/server.js', 'dist/pdfjs.js', 'dist/html.js', 'dist/docx.js', ...caches]) {
			assert.ok(listed.includes(file), `${file} is not packaged`);
		}
		assert.ok(!listed.some(f => f.startsWith('server/') || f.startsWith('test/') || f.endsWith('.map')), 'sources, tests or maps are packaged');
		// Every guide a user reads ships (the README links them); the developers' records do not.
		const developerDocs = ['docs/architecture.md', 'docs/benchmarks.md', 'docs/decisions.md'];
		for (const doc of readdirSync(path.join(repoRoot, 'docs')).filter(f => f.endsWith('.md')).map(f => `docs/${f}`)) {
			assert.equal(listed.includes(doc), !developerDocs.includes(doc), doc);
		}
	});

	test('Should declare the browser entry and ship it with its server bundle and the server\'s chunks, without their source maps', () => {
		const web = pkg as unknown as { browser: string; capabilities: { virtualWorkspaces: { supported: string; description: string } } };
		assert.equal(web.browser, './dist/web/extension.js');
		assert.equal(web.capabilities.virtualWorkspaces.supported, 'limited');
		assert.match(web.capabilities.virtualWorkspaces.description, /Git citations/);
		assert.deepEqual(packaged().files.filter(f => f.startsWith('dist/web/')).sort(), ['dist/web/chunks/bibliography.js', 'dist/web/chunks/entities.js', 'dist/web/chunks/gfm.js', 'dist/web/extension.js', 'dist/web/server.js']);
	});

	test('Should ship a README whose every image and relative link resolves inside the VSIX', () => {
		const { readme, files } = packaged();
		// In the VSIX the README is the package's readme at the root, and vsce renames LICENSE to LICENSE.txt.
		const shipped = new Set(files.filter(f => f !== readme).map(f => (f === 'LICENSE' ? 'LICENSE.txt' : f)));
		const pages: [string, string][] = [['', readme], ...[...shipped].filter(f => f.endsWith('.md')).map(f => [path.posix.dirname(f), f] as [string, string])];
		let images = 0;
		for (const [folder, file] of pages) {
			for (const url of targets(readFileSync(path.join(repoRoot, file), 'utf8'))) {
				if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('#')) {
					continue;
				}
				const target = path.posix.normalize(path.posix.join(folder, decodeURI(url.split('#')[0]!)));
				assert.ok(shipped.has(target), `${file}: ${url} -> ${target} is not in the VSIX`);
				images += /\.(png|svg|gif|jpe?g)$/.test(target) ? 1 : 0;
			}
		}
		assert.ok(images >= 1, 'the README shows the editor');
	});

	test('Should name no placeholder URL in the manifest', () => {
		const text = JSON.stringify(pkg);
		assert.doesNotMatch(text, /example\.(invalid|com|org)|placeholder|TODO/i);
		for (const url of text.match(/https?:\/\/[^"]+/g) ?? []) {
			assert.fail(`package.json names ${url}; leave the field out rather than guess it`);
		}
		assert.ok(existsSync(path.join(repoRoot, pkg.icon as string)));
	});
});
