import * as vscode from 'vscode';

/** The one output channel of the extension (client side); the server logs through the language client's channel. */
export const log = vscode.window.createOutputChannel('Verbatim', { log: true });
