import { writeZip } from '../../server/src/node/zip';

/**
 * A saved news article as a browser's "Save page" leaves it: navigation, a
 * cookie banner, scripts (one holding structured data with a sentence no
 * reader sees), styles, hidden parts, entities, `<br>` and nested inline
 * markup. `invisible` lists the sentences only its invisible parts hold.
 */
export const newsPage = {
	html: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Council approves harbour budget &ndash; The Daily Ledger</title>
<link rel="stylesheet" href="site.css">
<style>.promo::after { content: "Subscribers read the budget was rejected outright."; } .visually-hidden { position: absolute; }</style>
<script type="application/ld+json">{"@type": "NewsArticle", "description": "The council rejected the harbour budget after a short debate."}</script>
<script>window.dataLayer = []; var teaser = "The mayor resigned on Tuesday evening.";</script>
</head>
<body>
<header>
  <nav aria-label="Main"><ul><li><a href="/">Home</a></li><li><a href="/local">Local</a></li><li><a href="/politics">Politics</a></li></ul></nav>
</header>
<div id="cookie-banner" role="dialog">We use cookies to improve your experience. <button>Accept all</button></div>
<main>
<article>
  <h1>Council approves harbour budget</h1>
  <p class="byline">By <span class="author">Jane&nbsp;Doe</span> &middot; 3 March 2025</p>
  <p>The council <em>approved</em> the <a href="/budget">harbour&nbsp;budget</a> on Tuesday,<br>
     after a debate that lasted <strong>four <em>hours</em></strong>.</p>
  <p>&ldquo;We cannot wait another year,&rdquo; said the mayor, adding that the works would begin in <time datetime="2025-06">June</time>.</p>
  <p hidden>Correction pending: the vote was unanimous.</p>
  <p style="display:none">The budget was cut by half in a late amendment.</p>
  <div style="color: grey; visibility: hidden">Opposition members walked out in protest.</div>
  <template><p>The harbour will close for two years.</p></template>
  <noscript><p>Enable JavaScript to read that the port was sold.</p></noscript>
  <p>Residents&rsquo; groups welcomed the decision &amp; asked for regular updates.</p>
  <table><tr><th>Item</th><th>Cost</th></tr><tr><td>Dredging</td><td>&euro;2.1m</td></tr></table>
</article>
</main>
<footer><p>&copy; 2025 The Daily Ledger</p></footer>
<script src="analytics.js"></script>
</body>
</html>
`,
	invisible: [
		'Subscribers read the budget was rejected outright.',
		'The council rejected the harbour budget after a short debate.',
		'The mayor resigned on Tuesday evening.',
		'Correction pending: the vote was unanimous.',
		'The budget was cut by half in a late amendment.',
		'Opposition members walked out in protest.',
		'The harbour will close for two years.',
		'Enable JavaScript to read that the port was sold.',
		'Council approves harbour budget – The Daily Ledger',
	],
};

const w = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const r = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const run = (text: string, props = ''): string => `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${text}</w:t></w:r>`;
const para = (body: string, style?: string): string => `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}${body}</w:p>`;
const cell = (text: string): string => `<w:tc><w:tcPr><w:tcW w:w="2000" w:type="dxa"/></w:tcPr>${para(run(text))}</w:tc>`;

/** The XML parts of a Word document with a body, as Word writes them. */
export function wordParts(body: string, extra: Record<string, string> = {}): Record<string, string> {
	return {
		'[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/word/footnotes.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footnotes+xml"/></Types>`,
		'_rels/.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${r}/officeDocument" Target="word/document.xml"/></Relationships>`,
		'word/_rels/document.xml.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${r}/styles" Target="styles.xml"/><Relationship Id="rId2" Type="${r}/footnotes" Target="footnotes.xml"/></Relationships>`,
		'word/styles.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="${w}"><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:rPr><w:b/></w:rPr></w:style><w:style w:type="character" w:styleId="Hidden"><w:name w:val="Hidden"/><w:rPr><w:vanish/></w:rPr></w:style><w:style w:type="character" w:styleId="Secret"><w:name w:val="Secret"/><w:basedOn w:val="Hidden"/></w:style><w:style w:type="paragraph" w:styleId="SecretParagraph"><w:name w:val="Secret paragraph"/><w:rPr><w:vanish/></w:rPr></w:style></w:styles>`,
		'word/footnotes.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:footnotes xmlns:w="${w}"><w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote><w:footnote w:id="1"><w:p><w:r><w:footnoteRef/></w:r>${run(' Minutes of the meeting, 4 March 2025.')}</w:p></w:footnote></w:footnotes>`,
		'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="${w}" xmlns:r="${r}"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr></w:body></w:document>`,
		...extra,
	};
}

/**
 * A Word memo with a heading, runs in bold, a table, a footnote, smart
 * quotes and tracked changes (deleted, inserted and moved text), and a run
 * Word hides. `deleted` lists what a reader of the document, changes
 * accepted, never reads.
 */
export const wordMemo = {
	body: [
		para(run('Harbour works: decision memo'), 'Heading1'),
		para(run('The board ') + run('approved', '<w:b/>') + run(' the dredging contract') + '<w:r><w:footnoteReference w:id="1"/></w:r>' + run(' on Monday.')),
		para(run('\u201cThe works start in June,\u201d the chair said; it\u2019s final.')),
		para(run('The cost is ')
			+ '<w:del w:id="11" w:author="Editor" w:date="2025-03-04T10:00:00Z"><w:r><w:delText>four million euros</w:delText></w:r></w:del>'
			+ '<w:ins w:id="12" w:author="Editor" w:date="2025-03-04T10:00:00Z">' + run('2.1 million euros') + '</w:ins>'
			+ run(', paid in three instalments.')),
		'<w:moveFrom w:id="13" w:author="Editor" w:date="2025-03-04T10:00:00Z">' + para(run('The contractor was chosen by lot.')) + '</w:moveFrom>',
		para('<w:del w:id="14" w:author="Editor" w:date="2025-03-04T10:00:00Z"><w:r><w:delText>The harbour will close for two years.</w:delText></w:r></w:del>'),
		para(run('Visible words ') + run('and words Word hides ', '<w:vanish/>') + run('and words a style hides ', '<w:rStyle w:val="Secret"/>') + run('end here.')),
		para(run('A paragraph its style hides.'), 'SecretParagraph'),
		`<w:tbl><w:tblPr><w:tblW w:w="4000" w:type="dxa"/></w:tblPr><w:tblGrid><w:gridCol w:w="2000"/><w:gridCol w:w="2000"/></w:tblGrid><w:tr>${cell('Item')}${cell('Cost')}</w:tr><w:tr>${cell('Dredging')}${cell('2.1 million euros')}</w:tr></w:tbl>`,
		'<w:moveTo w:id="15" w:author="Editor" w:date="2025-03-04T10:00:00Z">' + para(run('The contractor was chosen by lot.')) + '</w:moveTo>',
	].join(''),
	deleted: ['four million euros', 'The harbour will close for two years.', 'and words Word hides', 'and words a style hides', 'A paragraph its style hides.'],
};

/** A .docx of these parts, deflated as Word writes them. */
export function makeDocx(parts: Record<string, string>): Uint8Array {
	return writeZip(Object.entries(parts).map(([name, text]) => ({ name, data: new TextEncoder().encode(text) })), true);
}
