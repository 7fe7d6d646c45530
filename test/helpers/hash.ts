import { createHash } from 'node:crypto';

/** `sha256:<hex>` of a text's UTF-8 bytes, computed independently of the core. */
export function sha256(text: string | Uint8Array): string {
	return `sha256:${createHash('sha256').update(text).digest('hex')}`;
}
