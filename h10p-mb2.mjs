import { readFileSync, readdirSync } from 'node:fs';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { combineExtensions } from 'micromark-util-combine-extensions';
const dir = '/work/main/.bench-work/synthetic/notes';
const units = [];
for (const f of readdirSync(dir).slice(0, 300)) for (const u of readFileSync(dir + '/' + f, 'utf8').split(/\n\n/)) if (u.startsWith('>')) units.push(u + '\n');
const p = unified().use(remarkParse).use(remarkGfm).freeze();
const data = p.data();
const opts = { extensions: [combineExtensions(data.micromarkExtensions)], mdastExtensions: data.fromMarkdownExtensions };
const mode = process.argv[2];
const fn = mode === 'proc' ? u => p.parse(u) : mode === 'pre' ? u => fromMarkdown(u, opts) : u => fromMarkdown(u);
for (let r = 0; r < 5; r++) { const c = process.cpuUsage(); for (const u of units) fn(u); const d = process.cpuUsage(c); console.log(mode, ((d.user + d.system) / 1000).toFixed(0), 'ms cpu', units.length); }
