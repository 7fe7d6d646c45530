import type { Connection } from 'vscode-languageserver';

/** Editor settings (`verbatim.*`); they steer the editor only, never the rules. */
export interface Settings {
	readonly enable: boolean;
	readonly codeLens: { readonly enable: boolean };
	readonly validate: { readonly workspace: boolean };
	readonly trace: { readonly server: 'off' | 'messages' | 'verbose' };
}

const defaultSettings: Settings = { enable: true, codeLens: { enable: true }, validate: { workspace: true }, trace: { server: 'off' } };

/** What the client declared at `initialize` that changes how the server talks to it. */
export interface ClientFlags {
	pullDiagnostics: boolean;
	workspaceFolders: boolean;
	codeLensRefresh: boolean;
}

/** Settings as the client sent them, over the defaults, section by section. */
function mergeSettings(value: Partial<Settings> | null | undefined): Settings {
	const v = value ?? {};
	return {
		enable: typeof v.enable === 'boolean' ? v.enable : defaultSettings.enable,
		codeLens: { ...defaultSettings.codeLens, ...(v.codeLens ?? {}) },
		validate: { ...defaultSettings.validate, ...(v.validate ?? {}) },
		trace: { ...defaultSettings.trace, ...(v.trace ?? {}) },
	};
}

/** The current settings, pulled from the client (`workspace/configuration`) when it can answer. */
export class SettingsStore {
	current: Settings = defaultSettings;
	/** Set at initialize: whether the client answers `workspace/configuration`. */
	canPull = false;
	readonly #connection: Connection;

	constructor(connection: Connection) {
		this.#connection = connection;
	}

	/**
	 * Pulls the `verbatim` section; a client that cannot be asked may push it
	 * instead, in `didChangeConfiguration` (`{ verbatim: {...} }`). Returns the
	 * settings before.
	 */
	async pull(pushed?: unknown): Promise<Settings> {
		const before = this.current;
		if (this.canPull) {
			this.current = mergeSettings(await this.#connection.workspace.getConfiguration({ section: 'verbatim' }) as Partial<Settings> | null);
		} else if (typeof pushed === 'object' && pushed !== null && 'verbatim' in pushed) {
			this.current = mergeSettings((pushed as { verbatim: Partial<Settings> | null }).verbatim);
		}
		return before;
	}
}
