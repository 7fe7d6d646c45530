import { sha256 } from './hash';

/** Joins lines with `\n`, so fixtures read as documents. */
export function lines(...parts: string[]): string {
	return parts.join('\n');
}

export { sha256 };
