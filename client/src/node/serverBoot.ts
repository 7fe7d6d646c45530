// The process the extension forks for the language server (dist/serverBoot.js):
// it loads the server's bundle beside it through the code cache, in the
// folder the extension names (docs/decisions.md).
import * as path from 'node:path';
import { requireCached } from './codeCache';

requireCached(path.join(__dirname, 'server.js'), process.env.VERBATIM_CODE_CACHE || undefined);
