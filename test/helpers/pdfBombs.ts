import { deflateRawSync, constants as zlibConstants } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

/** A PDF written byte by byte: `objects[k]` is the body of object k + 1; object 1 is the catalog. */
export function rawPdf(objects: readonly (string | Uint8Array)[], trailer = ''): Uint8Array {
	const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
	let at = parts[0]!.length;
	const offsets: number[] = [];
	objects.forEach((body, k) => {
		offsets.push(at);
		const bytes = Buffer.concat([Buffer.from(`${k + 1} 0 obj\n`), Buffer.from(body), Buffer.from('\nendobj\n')]);
		parts.push(bytes);
		at += bytes.length;
	});
	const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map(o => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
	parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${at}\n%%EOF\n`));
	return new Uint8Array(Buffer.concat(parts));
}

/** A zlib stream of `mib` MiB of zeros, about a thousandth of that size: one flushed block of 1 MiB, repeated. */
function zerosDeflated(mib: number): Buffer {
	const block = deflateRawSync(Buffer.alloc(2 ** 20), { finishFlush: zlibConstants.Z_FULL_FLUSH });
	const adler = Buffer.alloc(4);
	adler.writeUInt32BE((((mib * 2 ** 20) % 65521) << 16 | 1) >>> 0);
	return Buffer.concat([Buffer.from([0x78, 0x9c]), ...Array<Buffer>(mib).fill(block), deflateRawSync(Buffer.alloc(0)), adler]);
}

/** A one-page PDF whose content stream inflates to `mib` MiB (1 GiB unless told). */
export async function inflateBomb(mib = 1024): Promise<Uint8Array> {
	const doc = await PDFDocument.create();
	const page = doc.addPage([200, 200]);
	const data = zerosDeflated(mib);
	const stream = PDFRawStream.of(doc.context.obj({ Filter: 'FlateDecode', Length: data.length }), data);
	page.node.set(PDFName.of('Contents'), doc.context.register(stream));
	return doc.save({ useObjectStreams: false });
}

/** A PDF whose page tree lists `n` (empty) pages. */
export function pagesBomb(n = 20_000): Uint8Array {
	const kids = Array.from({ length: n }, (_, k) => `${k + 3} 0 R`).join(' ');
	const pages = Array.from({ length: n }, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] >>');
	return rawPdf(['<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Pages /Kids [${kids}] /Count ${n} >>`, ...pages]);
}

/** A PDF encrypted with a user password: no text without it. */
export function encrypted(): Uint8Array {
	const o = 'A1'.repeat(32);
	const u = '5C'.repeat(32);
	return rawPdf([
		'<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] >>',
		`<< /Filter /Standard /V 1 /R 2 /O <${o}> /U <${u}> /P -4 >>`,
	], `/Encrypt 4 0 R /ID [<${'00'.repeat(16)}> <${'00'.repeat(16)}>] `);
}
