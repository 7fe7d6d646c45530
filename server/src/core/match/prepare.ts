import type { ProjectConfig } from '../projectConfig';
import type { ProfileName } from '../types';
import { splitElisions, type ElidedQuote } from './elisions';
import { normalize } from './normalize';
import { profileRules } from './profiles';

/** A quote normalised under a profile, and its elision split when elisions apply. */
export interface PreparedQuote {
	readonly text: string;
	readonly elided?: ElidedQuote;
	readonly maxElisionGap: number;
	readonly empty: boolean;
	readonly profile: ProfileName;
}

/** Normalises a quote as its source is normalised, and splits it at elision markers where the profile and config allow them. */
export function prepareQuote(raw: string, profile: ProfileName, config: ProjectConfig): PreparedQuote {
	const text = normalize(raw, profile).text;
	const allow = profileRules[profile].elisions && config.elisions === 'allow' && !config.strict;
	const elided = allow ? splitElisions(text) : undefined;
	const empty = text === '' || (elided !== undefined && elided.fragments.every(f => f === ''));
	return { text, elided, maxElisionGap: config.maxElisionGap, empty, profile };
}
