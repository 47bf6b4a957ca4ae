/**
 * A small Word document (DOCX) made in memory: a ZIP archive (entries stored, not compressed) with
 * the three parts a word processor needs to open it. And a ZIP that is not a Word document (an
 * archive renamed .docx), for the refusals.
 */
const encoder = new TextEncoder();

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const b of bytes) crc = CRC_TABLE[(crc ^ b) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A ZIP archive of `files` (name → text), each stored as is. */
export function zipOf(files: Record<string, string>): Uint8Array<ArrayBuffer> {
  const locals: number[] = [];
  const central: number[] = [];
  const u16 = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
  const u32 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
  for (const [name, text] of Object.entries(files)) {
    const nameBytes = [...encoder.encode(name)];
    const data = encoder.encode(text);
    const crc = crc32(data);
    const offset = locals.length;
    const common = [...u16(20), ...u16(0), ...u16(0), ...u16(0), ...u16(0x21)];
    const sizes = [...u32(crc), ...u32(data.length), ...u32(data.length)];
    locals.push(...u32(0x04034b50), ...common, ...sizes, ...u16(nameBytes.length), ...u16(0));
    locals.push(...nameBytes, ...data);
    central.push(...u32(0x02014b50), ...u16(20), ...common, ...sizes);
    central.push(...u16(nameBytes.length), ...u16(0), ...u16(0), ...u16(0), ...u16(0));
    central.push(...u32(0), ...u32(offset), ...nameBytes);
  }
  const count = Object.keys(files).length;
  const end = [...u32(0x06054b50), ...u16(0), ...u16(0), ...u16(count), ...u16(count)];
  end.push(...u32(central.length), ...u32(locals.length), ...u16(0));
  return new Uint8Array([...locals, ...central, ...end]);
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** A one-paragraph Word document saying `text`. */
export function sampleDocxBytes(
  text = 'Marisol Okafor, RN. Ten years of critical care.',
): Uint8Array<ArrayBuffer> {
  return zipOf({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  });
}

/** An archive that is not a Word document, whatever its name says. */
export const notDocxBytes = (): Uint8Array<ArrayBuffer> => zipOf({ 'notes.txt': 'Not a résumé.' });
