// Run by `node esbuild.mjs --production` (the VSIX build): writes the code
// cache of the extension's two large bundles beside them, for a first start on
// the runtime that built them (client/src/node/codeCache.ts).
import * as path from 'node:path';
import { shipCache } from '../client/src/node/codeCache';

for (const bundle of ['client.js', 'server.js']) {
	shipCache(path.resolve('dist', bundle));
}
