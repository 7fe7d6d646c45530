import { parseArgs } from 'node:util';
import type { Io } from './io';

/** One flag of a command; its help line and its place in the usage line come from here. */
export interface OptionSpec {
	readonly type: 'string' | 'boolean';
	readonly short?: string;
	readonly default?: string | boolean;
	readonly multiple?: boolean;
	/** The value's name in the usage line (`DIR`), or the allowed values (`text|json`). */
	readonly value?: string;
	readonly description: string;
	/**
	 * How the flag appears in the usage line, when `[--name VALUE]` will not do:
	 * options that exclude each other share one bracket; '' leaves it out.
	 */
	readonly usage?: string;
	/**
	 * A string flag whose value is optional: `--name=VALUE` or `--name VALUE`
	 * sets it; a bare `--name` (last, or before another flag) means `--name=`,
	 * the default value.
	 */
	readonly optionalValue?: boolean;
}

export type OptionValues = Record<string, string | boolean | string[] | undefined>;

/** What a command's `run` receives: flag values (defaults applied) and operands. */
export interface Parsed {
	readonly values: OptionValues;
	readonly positionals: readonly string[];
}

/** A subcommand: its help text, its usage line and its flags are all derived from this one object. */
export interface Command {
	readonly name: string;
	/** One line, for `verbatim --help`. */
	readonly summary: string;
	/** Operands in the usage line, e.g. `[PATH...]`; none when absent. */
	readonly operands?: string;
	readonly options: Readonly<Record<string, OptionSpec>>;
	/** Paragraphs printed after the usage line by `verbatim help NAME`. */
	readonly description: string;
	run(parsed: Parsed, io: Io): Promise<number>;
}

/** `verbatim NAME [OPERANDS] [--flag VALUE]...`, one line, as README.md shows it. */
export function usageLine(command: Command): string {
	const parts = [`verbatim ${command.name}`];
	if (command.operands) {
		parts.push(command.operands);
	}
	for (const [name, spec] of Object.entries(command.options)) {
		if (spec.usage !== undefined) {
			if (spec.usage) {
				parts.push(spec.usage);
			}
			continue;
		}
		parts.push(`[${flag(name, spec)}]`);
	}
	return parts.join(' ');
}

function flag(name: string, spec: OptionSpec): string {
	if (spec.optionalValue) {
		return `--${name} [${spec.value ?? 'VALUE'}]`;
	}
	return spec.type === 'string' ? `--${name} ${spec.value ?? 'VALUE'}` : `--${name}`;
}

/** The full help of one command: usage, description, one line per flag. */
export function commandHelp(command: Command): string {
	const rows: [string, string][] = Object.entries(command.options).map(([name, spec]) => [
		`${spec.short ? `-${spec.short}, ` : ''}${flag(name, spec)}`,
		spec.default !== undefined && spec.type === 'string' ? `${spec.description} (default: ${String(spec.default)})` : spec.description,
	]);
	rows.push(['-h, --help', 'show this help']);
	const width = Math.max(...rows.map(([left]) => left.length));
	const options = rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`).join('\n');
	return `Usage: ${usageLine(command)}\n\n${command.description.trim()}\n\nOptions:\n${options}\n`;
}

/**
 * Parses a command's arguments strictly (an unknown flag is a usage error).
 * Returns undefined when `--help`/`-h` was given, so every command has it.
 */
export function parseCommandArgs(command: Command, args: readonly string[]): Parsed | undefined {
	const options: Record<string, { type: 'string' | 'boolean'; short?: string; multiple?: boolean; default?: string | boolean }> = {
		help: { type: 'boolean', short: 'h' },
	};
	for (const [name, spec] of Object.entries(command.options)) {
		// parseArgs rejects keys present with the value undefined.
		options[name] = JSON.parse(JSON.stringify({ type: spec.type, short: spec.short, multiple: spec.multiple, default: spec.default })) as typeof options[string];
	}
	const bare = new Set(Object.entries(command.options).filter(([, spec]) => spec.optionalValue).map(([name]) => `--${name}`));
	const given: string[] = [];
	for (let k = 0; k < args.length; k++) {
		const a = args[k]!;
		const next = args[k + 1];
		const takesNext = bare.has(a) && next !== undefined && !next.startsWith('-');
		given.push(bare.has(a) ? `${a}=${takesNext ? next : ''}` : a);
		k += takesNext ? 1 : 0;
	}
	const { values, positionals } = parseArgs({ args: given, options, allowPositionals: command.operands !== undefined, strict: true });
	if (values.help) {
		return undefined;
	}
	return { values: values as OptionValues, positionals };
}
