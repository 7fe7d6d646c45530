import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { after } from 'node:test';
import { createChecker, defaultConfig, noopToken, type CitationResult, type ProjectConfig } from '../../server/src/core';
import { NodeWorkspace } from '../../server/src/node/nodeWorkspace';
import { TempProject } from './project';

/** A project in a temporary folder, removed after the suite. */
export function tempProject(files: Record<string, string | Uint8Array> = {}): TempProject {
	const p = new TempProject(files);
	after(() => p.dispose());
	return p;
}

/** Checks one note of a project on disk through the real Node workspace; `memo` is the folder of the machine's memo of extractions, or false for none. */
export async function checkOnDisk(root: string, note: string, config: Partial<ProjectConfig> = {}, memo: string | false = false): Promise<readonly CitationResult[]> {
	const workspace = new NodeWorkspace(root, { pdfMemo: memo });
	after(() => workspace.dispose());
	const checker = createChecker({ workspace, config: { ...defaultConfig, ...config } });
	const report = await checker.checkNote(note, readFileSync(path.join(root, note), 'utf8'), noopToken);
	return report!.results;
}
