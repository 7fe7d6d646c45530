import { createTwoFilesPatch, FILE_HEADERS_ONLY } from 'diff';

/** A unified diff (`diff -u` format, 3 lines of context) of two versions of a text, as `git apply` and `patch -p1` take it; empty when equal. */
export function unifiedDiff(file: string, before: string, after: string, context = 3): string {
	if (before === after) {
		return '';
	}
	return createTwoFilesPatch(`a/${file}`, `b/${file}`, before, after, undefined, undefined, { context, headerOptions: FILE_HEADERS_ONLY });
}
