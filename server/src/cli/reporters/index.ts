import type { Io } from '../io';
import type { Report } from '../report';
import { toGithub } from './github';
import { writeJson } from './json';
import { toSarif } from './sarif';
import { toText } from './text';

/** What a reporter may use besides the report. */
export interface ReportContext {
	readonly io: Io;
	readonly version: string;
	readonly quiet: boolean;
}

/** `--format NAME` -> how the report is written; a new format is one entry here. */
export const formats: Readonly<Record<string, (report: Report, context: ReportContext) => void>> = {
	text: (report, { io, quiet }) => io.stdout(toText(report, { quiet, color: io.isTTY && io.env.NO_COLOR === undefined })),
	json: (report, { io }) => writeJson(report, io.stdout),
	sarif: (report, { io, version }) => io.stdout(`${JSON.stringify(toSarif(report, version), null, 2)}\n`),
	github: (report, { io }) => io.stdout(toGithub(report, io.env.GITHUB_WORKSPACE || io.cwd)),
};
