import * as vscode from 'vscode';
import type { BaseLanguageClient } from 'vscode-languageclient';
import {
	hostRequests,
	type HostEntryKind, type HostReadFailure, type ReadDirectoryParams, type ReadDirectoryResponse, type ReadFileParams, type ReadFileResponse,
} from '../../../server/src/protocol';

/**
 * The browser server's file system: it asks (server/src/lsp/webHost.ts),
 * this answers through `vscode.workspace.fs`, for URIs inside a workspace
 * folder only, so any file system provider serves (github.dev's, vscode.dev's
 * local folders, a test's). Symlinks are reported, never followed into.
 */
export function answerFileRequests(client: BaseLanguageClient): vscode.Disposable[] {
	return [
		client.onRequest(hostRequests.readDirectory, async (params: ReadDirectoryParams): Promise<ReadDirectoryResponse> => {
			const uri = inWorkspace(params.uri);
			if (!uri) {
				return { kind: 'error', reason: 'outside_root' };
			}
			try {
				return { kind: 'ok', entries: (await vscode.workspace.fs.readDirectory(uri)).map(([name, type]) => [name, kindOf(type)] as const) };
			} catch (e) {
				return { kind: 'error', reason: failure(e) };
			}
		}),
		client.onRequest(hostRequests.readFile, async (params: ReadFileParams): Promise<ReadFileResponse> => {
			const uri = inWorkspace(params.uri);
			if (!uri) {
				return { kind: 'error', reason: 'outside_root' };
			}
			try {
				const stat = await vscode.workspace.fs.stat(uri);
				if (!(stat.type & vscode.FileType.File)) {
					return { kind: 'error', reason: 'not_a_file' };
				}
				// Refused before reading: a huge file never crosses to the server.
				if (stat.size > params.maxBytes) {
					return { kind: 'error', reason: 'too_large' };
				}
				const bytes = await vscode.workspace.fs.readFile(uri);
				return bytes.byteLength > params.maxBytes ? { kind: 'error', reason: 'too_large' } : { kind: 'ok', base64: toBase64(bytes) };
			} catch (e) {
				return { kind: 'error', reason: failure(e) };
			}
		}),
	];
}

/** The URI, when it lies in a workspace folder; the server names no other. */
function inWorkspace(text: string): vscode.Uri | undefined {
	try {
		const uri = vscode.Uri.parse(text, true);
		return vscode.workspace.getWorkspaceFolder(uri) ? uri : undefined;
	} catch {
		return undefined;
	}
}

function kindOf(type: vscode.FileType): HostEntryKind {
	return type & vscode.FileType.SymbolicLink ? 'link' : type & vscode.FileType.Directory ? 'folder' : type & vscode.FileType.File ? 'file' : 'other';
}

function failure(e: unknown): HostReadFailure {
	const code = e instanceof vscode.FileSystemError ? e.code : undefined;
	return code === 'FileNotFound' ? 'missing' : code === 'FileIsADirectory' ? 'not_a_file' : 'unreadable';
}

function toBase64(bytes: Uint8Array): string {
	let binary = '';
	for (let i = 0; i < bytes.length; i += 0x8000) {
		binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
	}
	return btoa(binary);
}
