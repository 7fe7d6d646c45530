import type { ProfileName } from '../types';

/** The documents cited through a canonical text (docs/specification.md §3.1). */
export type DocumentKindName = 'pdf' | 'html' | 'docx';

/**
 * A kind of document whose citations are checked against one canonical text
 * made by one extractor, stored in `.verbatim/renders/` and vouched for by
 * extracting again (docs/specification.md §3). The extractor itself runs in
 * `node/`, loaded only when a document of its kind is read.
 */
export interface DocumentKind {
	readonly name: DocumentKindName;
	/** Lower-case file extensions, with their dot. */
	readonly extensions: readonly string[];
	/** How a writer is told of one: "PDF", "web page", "Word document". */
	readonly noun: string;
	/** The matching profile of its canonical text, unless `profiles` in verbatim.json names another. */
	readonly profile: ProfileName;
	/** The extractor's name and version as a render's sidecar records them, and the machine's memo is keyed by. */
	readonly extractor: string;
	readonly extractorVersion: string;
	/** Pages separated by form feeds, cited as `pN-M`; otherwise ranges are lines. */
	readonly paged: boolean;
	/** Whether bytes are of this kind whatever their name (a PDF's header); kinds known by name only have none. */
	readonly recognises?: (bytes: Uint8Array) => boolean;
	/** Why bytes named as this kind cannot be one (no PDF header, no zip archive), or undefined when they may be. */
	readonly notThisKind: (bytes: Uint8Array) => string | undefined;
}
