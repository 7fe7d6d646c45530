/**
 * The Verbatim core: the only module the CLI, the language server and the
 * tests import. Pure: it reaches files through `IWorkspace` and logs through
 * `ILogger`, both injected.
 */
export * from './types';
export type { ILogger, IWorkspace, LogLevel, ReadFailure, ReadResult } from './workspace';
export type { GitBlobRequest, GitFailure, GitReadResult, GitRepositoryRef, GitUnavailable, PdfRender } from './workspace';
export { blobUrl, parseHostedBlobUrl, repositoryKey } from './resolve/repositoryUrl';
export { GitResolver } from './resolve/git';
export { formatRenderMeta, isPdf, joinPages, pageOfLine, renderPaths, rendersFolder, type RenderMeta } from './resolve/pdf';
export { documentExtensions, documentKind, documentKindNamed, documentKindOf, documentKinds, isDocumentPath, projectFileOf, sourceKindOf, sourceKinds, sourceNameOf, stampedByFiles } from './sources/registry';
export type { SourceKind } from './sources/sourceKind';
export { gitTarget } from './sources/git';
export { localTarget } from './sources/local';
export type { DocumentKind, DocumentKindName } from './sources/kind';
export { CheckManager, createChecker, type CheckerInit, type NoteText } from './manager';
export type { CheckRunner, CitedJob, NoteReport } from './checkNotes';
export type { CitedVerdict } from './check';
export type { FoundIn, SearchRequest } from './match/elsewhere';
export { maxListed } from './match/locate';
export type { AttributionCompletion } from './features/completion';
export type { CitationDetails, MarkedPassage } from './features/details';
export type { HeadStanding, Standing } from './features/standing';
export type { SourceLink, SourceLocation } from './features/navigation';
export type { DiffPart } from './match/diff';
export { commonEnds, diffSequences } from './match/diff';
export { defaultConfig, parseProjectConfig, type ConfigError, type ConfigPlaces, type ConfigResult, type ProjectConfig } from './projectConfig';
export type { QuoteOccurrence, QuoteRequest, QuoteResult } from './quote';
export { LineIndex, append, codePointLength, extend, formatLines, formatRange, pushTo } from './text';
export { normalize, type Normalized } from './match/normalize';
export { describeMatch } from './match/allowances';
export { parseNote } from './parse/note';
export { mayCiteBytes } from './parse/scan';
export { citationForms, formNamed, formOf, isReportedForm, writtenForms } from './forms/registry';
export type { CitationForm } from './forms/form';
export { decodeUtf8, type KeptSketch, type SketchStore } from './sources';
export { WordSketch } from './match/wordSketch';
export { readsRepository } from './resolve/git';
export { applyEdits, convertProse, renameEdits, type Fix, type NoteEdit } from './fixes';
export { maxSourceCandidates, type AttributeResult, type Attribution, type FindSourceRequest, type FindSourceResult, type SourceCandidate, type Unattributed } from './findSource';
export { safeFixStatuses, type AppliedFix } from './safeFixes';
export { citesGitPdf } from './state/citationIndex';

/** The manager of one project's checks; the name hosts use. */
export type Checker = import('./manager').CheckManager;
