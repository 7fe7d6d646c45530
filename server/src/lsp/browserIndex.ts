// The entry of dist/web/server.js, a classic script. In a dedicated Worker
// it serves the Worker's messages; the extension host, where the editor
// refuses Workers, evaluates it with `verbatimServerPort` bound to a
// MessagePort instead (client/src/web/client.ts), and `verbatimChunkText`
// to the text of the chunks it has read (server/src/lsp/chunks.ts).
import { runBrowserServer, type ServerPort } from './browserMain';
import { setChunkSource } from './chunks';

declare const verbatimServerPort: ServerPort | undefined;
declare const verbatimChunkText: (name: string) => string | undefined;

const inWorker = typeof verbatimServerPort === 'undefined';
if (!inWorker) {
	setChunkSource({ text: verbatimChunkText });
}
runBrowserServer(inWorker ? globalThis as unknown as ServerPort : verbatimServerPort, inWorker);
