import type { Command } from '../command';
import { check } from './check';
import { lsp } from './lsp';
import { fix } from './fix';
import { quote } from './quote';
import { render } from './render';

/** Every subcommand, in the order `verbatim --help` lists them; a new one is a file here and a line below. */
export const commands: readonly Command[] = [
	check,
	quote,
	fix,
	render,
	lsp,
];
