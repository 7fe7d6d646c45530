// Text extraction draws nothing, but pdf.js builds a few canvas objects when it
// loads and would otherwise try to load a native canvas package for them.
// Inert stand-ins keep the extractor free of native code and of warnings.
class Inert {
	constructor(..._args: unknown[]) {
		// Nothing to hold: these objects only exist for drawing.
	}
}

const g = globalThis as Record<string, unknown>;
for (const name of ['DOMMatrix', 'ImageData', 'Path2D']) {
	g[name] ??= Inert;
}
