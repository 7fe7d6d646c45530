import { commandHelp, parseCommandArgs, usageLine, type Command } from './command';
import { commands } from './commands';
import { exitCodes, UsageError, type Io } from './io';
import { version } from './version';

export { exitCodes, type Io } from './io';

/** `verbatim --help`: every usage line, then one line per command. */
export function globalHelp(): string {
	const width = Math.max(...commands.map(c => c.name.length));
	return [
		`verbatim ${version}: checks that every quotation in Markdown is present, character for character, in the source it cites.`,
		'',
		'Usage:',
		...commands.map(c => `  ${usageLine(c)}`),
		'  verbatim help [COMMAND]',
		'  verbatim --version | --help',
		'',
		'Commands:',
		...commands.map(c => `  ${c.name.padEnd(width)}  ${c.summary}`),
		'',
		'Run `verbatim help COMMAND` (or `verbatim COMMAND --help`) for its flags.',
		'',
	].join('\n');
}

/** Runs the CLI; resolves to the exit code. Anything thrown that is not a usage error is a bug for the caller to report. */
export async function main(argv: readonly string[], io: Io): Promise<number> {
	const [name, ...rest] = argv;
	try {
		switch (name) {
			case '--version':
			case '-v':
				io.stdout(`${version}\n`);
				return exitCodes.ok;
			case '--help':
			case '-h':
				io.stdout(globalHelp());
				return exitCodes.ok;
			case 'help':
				return help(rest, io);
			case undefined:
				io.stderr(globalHelp());
				return exitCodes.usage;
		}
		const command = find(name);
		const parsed = parseCommandArgs(command, rest);
		if (parsed === undefined) {
			io.stdout(commandHelp(command));
			return exitCodes.ok;
		}
		return await command.run(parsed, io);
	} catch (e) {
		return usageError(e, name, io);
	}
}

function find(name: string): Command {
	const command = commands.find(c => c.name === name);
	if (!command) {
		throw new UsageError(`unknown command "${name}"; the commands are ${commands.map(c => c.name).join(', ')} (see verbatim --help)`);
	}
	return command;
}

function help(args: readonly string[], io: Io): number {
	if (args.length === 0) {
		io.stdout(globalHelp());
		return exitCodes.ok;
	}
	io.stdout(commandHelp(find(args[0]!)));
	return exitCodes.ok;
}

/** A usage error (ours, or Node's parseArgs naming the bad flag) is exit 2 with a pointer to the help; anything else goes up. */
function usageError(e: unknown, name: string | undefined, io: Io): number {
	const parseError = (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
	if (!(e instanceof UsageError) && !parseError) {
		throw e;
	}
	const known = commands.some(c => c.name === name);
	io.stderr(`verbatim: ${(e as Error).message}\n${known ? `Run \`verbatim ${name} --help\` for usage.\n` : ''}`);
	return exitCodes.usage;
}
