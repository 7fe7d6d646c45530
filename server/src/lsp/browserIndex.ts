// The entry of dist/web/server.js, a classic script. In a dedicated Worker
// it serves the Worker's messages; the extension host, where the editor
// refuses Workers, evaluates it with `verbatimServerPort` bound to a
// MessagePort instead (client/src/web/serverHost.ts).
import { runBrowserServer, type ServerPort } from './browserMain';

declare const verbatimServerPort: ServerPort | undefined;

const inWorker = typeof verbatimServerPort === 'undefined';
runBrowserServer(inWorker ? globalThis as unknown as ServerPort : verbatimServerPort, inWorker);
