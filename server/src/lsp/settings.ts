import type { Connection } from 'vscode-languageserver';

/**
 * Editor settings (`verbatim.*`); they steer the editor only, never the
 * rules. `repositories` is the user's grant of clones anywhere on the
 * machine: a machine-scope setting, never read from a workspace.
 */
export interface Settings {
	readonly enable: boolean;
	readonly codeLens: { readonly enable: boolean };
	readonly validate: { readonly workspace: boolean };
	readonly trace: { readonly server: 'off' | 'messages' | 'verbose' };
	readonly repositories: Readonly<Record<string, unknown>>;
}

const defaultSettings: Settings = { enable: true, codeLens: { enable: true }, validate: { workspace: true }, trace: { server: 'off' }, repositories: {} };

function isPlainObject(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What the client declared at `initialize` that changes how the server talks to it. */
export interface ClientFlags {
	pullDiagnostics: boolean;
	workspaceFolders: boolean;
	codeLensRefresh: boolean;
	/** A client command that offers 2–10 sources of a quote in a menu (`initializationOptions.findSourceCommand`). */
	findSourceCommand: string | undefined;
}

/** Settings as the client sent them, over the defaults, section by section. */
function mergeSettings(value: Partial<Settings> | null | undefined): Settings {
	const v = value ?? {};
	return {
		enable: typeof v.enable === 'boolean' ? v.enable : defaultSettings.enable,
		codeLens: { ...defaultSettings.codeLens, ...(v.codeLens ?? {}) },
		validate: { ...defaultSettings.validate, ...(v.validate ?? {}) },
		trace: { ...defaultSettings.trace, ...(v.trace ?? {}) },
		repositories: isPlainObject(v.repositories) ? v.repositories : defaultSettings.repositories,
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
			this.heard = true;
		} else if (typeof pushed === 'object' && pushed !== null && 'verbatim' in pushed) {
			this.current = mergeSettings((pushed as { verbatim: Partial<Settings> | null }).verbatim);
			this.heard = true;
		}
		return before;
	}

	/** Whether the client has answered or pushed settings: until then, `repositories` is the one given at initialize. */
	heard = false;
}
