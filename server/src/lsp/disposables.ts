import { Disposable } from 'vscode-languageserver';

/** One disposable for several: a feature that registers more than one handler returns this. */
export function disposeAll(...items: readonly Disposable[]): Disposable {
	return Disposable.create(() => {
		for (const d of items) {
			d.dispose();
		}
	});
}
