import { Readable } from 'node:stream';
import { BOOK_FILE_TEXTS } from '@inkling/contracts/book';
import { ZipFile } from 'yazl';
import { coverFrame, starPoints } from './layout';
import type { BookDocument, ByteSink, ProgressFn, WrittenBook } from './pdf';

/**
 * Writes the book as an EPUB 3 fixed-layout e-book (EPUB 3.3 §4 "Fixed layouts",
 * `rendition:layout pre-paginated`) to `sink`: a cover page (title, optional "This book belongs
 * to ______" line, the cover picture or the drawn frame as inline SVG), one XHTML page per
 * picture whose viewport is the picture's own size and whose image has the alt text
 * "Coloring page N", a navigation document, and the metadata dc:identifier
 * (`urn:uuid:<doc.identifier>`, which must be a UUID stable per book), dc:title, dc:creator,
 * dc:language and dcterms:modified (= `doc.date`, to the second).
 *
 * The zip (yazl) starts with the `mimetype` entry stored uncompressed (OCF 3.3 §4.3); every
 * entry has `doc.date` as its time, so the same input gives the same bytes. Pictures are
 * PNGs, read one at a time as the zip is written (each loader runs when its entry is reached).
 * Throws Error when `doc.identifier` is not a UUID.
 */
export async function writeBookEpub(
  doc: BookDocument,
  sink: ByteSink,
  onProgress?: ProgressFn,
): Promise<WrittenBook> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(doc.identifier))
    throw new Error(`EPUB identifier must be a UUID, got ${JSON.stringify(doc.identifier)}`);
  const mtime = doc.date;
  const zip = new ZipFile();
  const text = (s: string) => Buffer.from(s, 'utf8');
  zip.addBuffer(text('application/epub+zip'), 'mimetype', { compress: false, mtime });
  zip.addBuffer(text(CONTAINER_XML), 'META-INF/container.xml', { mtime });

  const title = doc.title.trim() || BOOK_FILE_TEXTS.defaultFileName;
  const pictures = doc.pages.length + (doc.cover.picture ? 1 : 0);
  let done = 0;
  const lazy = (load: () => Promise<Buffer>) =>
    Readable.from(
      (async function* () {
        yield await load();
        done++;
        await onProgress?.(done, pictures);
      })(),
    );

  // Cover: 1200 × 1600 px viewport.
  const cover = { width: 1200, height: 1600 };
  zip.addBuffer(text(coverXhtml(title, doc, cover)), 'OEBPS/cover.xhtml', { mtime });
  if (doc.cover.picture) zip.addReadStream(lazy(doc.cover.picture.load), 'OEBPS/images/cover.png', { mtime });
  doc.pages.forEach((page, i) => {
    const n = i + 1;
    zip.addBuffer(
      text(pageXhtml(n, page.width, page.height, doc.language, page.caption)),
      `OEBPS/${pageName(n)}.xhtml`,
      {
        mtime,
      },
    );
    zip.addReadStream(lazy(page.load), `OEBPS/images/${pageName(n)}.png`, { mtime });
  });
  zip.addBuffer(text(navXhtml(title, doc)), 'OEBPS/nav.xhtml', { mtime });
  zip.addBuffer(text(packageOpf(title, doc)), 'OEBPS/content.opf', { mtime });
  zip.addBuffer(text(STYLE_CSS), 'OEBPS/style.css', { mtime });
  zip.end();

  let bytes = 0;
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    await sink(chunk);
  }
  return { bytes, pageCount: doc.pages.length + 1 };
}

const pageName = (n: number) => `page-${String(n).padStart(3, '0')}`;

/** XML-escapes text for element content and attribute values. */
export function xmlEscape(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`,
  );
}

const CONTAINER_XML = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles>
    <rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>
  </rootfiles>
</container>
`;

const STYLE_CSS = `html, body { margin: 0; padding: 0; width: 100%; height: 100%; background: #fff; }
img.page { display: block; width: 100%; height: 100%; object-fit: contain; }
.story { display: flex; flex-direction: column; width: 100%; height: 100%; }
.story img.page { flex: 1; min-height: 0; height: auto; }
.story p.caption { margin: 0; display: flex; align-items: center; justify-content: center; text-align: center; font-family: sans-serif; color: #000; line-height: 1.25; box-sizing: border-box; padding: 0 4%; }
.cover { display: flex; flex-direction: column; align-items: center; width: 100%; height: 100%; box-sizing: border-box; padding: 60px; font-family: sans-serif; color: #000; }
.cover h1 { font-size: 72px; text-align: center; margin: 0 0 40px 0; }
.cover .picture { flex: 1; width: 100%; min-height: 0; display: flex; justify-content: center; }
.cover .picture img, .cover .picture svg { max-width: 100%; max-height: 100%; }
.cover p { font-size: 40px; margin: 40px 0 0 0; }
`;

function xhtml(language: string, title: string, viewport: { width: number; height: number }, body: string) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${xmlEscape(language)}" lang="${xmlEscape(language)}">
<head>
<meta charset="UTF-8"/>
<meta name="viewport" content="width=${viewport.width}, height=${viewport.height}"/>
<title>${xmlEscape(title)}</title>
<link rel="stylesheet" type="text/css" href="style.css"/>
</head>
${body}
</html>
`;
}

/**
 * A page of the book. With a caption (a story book, issue 33) the viewport grows by a band of
 * 16 % of the picture's height below it, holding the caption as real text (readers can
 * enlarge it, read it aloud and search it), its type 30 % of the band (≈ 20 pt on a letter page).
 */
function pageXhtml(n: number, width: number, height: number, language: string, caption?: string): string {
  const label = BOOK_FILE_TEXTS.pageLabel(n);
  if (caption) {
    const band = Math.round(height * 0.16);
    return xhtml(
      language,
      label,
      { width, height: height + band },
      `<body>
<div class="story">
<img class="page" src="images/${pageName(n)}.png" alt="${xmlEscape(BOOK_FILE_TEXTS.pageAlt(n))}" width="${width}" height="${height}"/>
<p class="caption" style="height: ${band}px; font-size: ${Math.round(band * 0.3)}px">${xmlEscape(caption)}</p>
</div>
</body>`,
    );
  }
  return xhtml(
    language,
    label,
    { width, height },
    `<body>
<img class="page" src="images/${pageName(n)}.png" alt="${xmlEscape(BOOK_FILE_TEXTS.pageAlt(n))}" width="${width}" height="${height}"/>
</body>`,
  );
}

function coverXhtml(title: string, doc: BookDocument, size: { width: number; height: number }): string {
  const picture = doc.cover.picture
    ? `<img src="images/cover.png" alt="${xmlEscape(BOOK_FILE_TEXTS.coverAlt(title))}"/>`
    : frameSvg();
  const line = doc.cover.belongsToLine ? `\n<p>${xmlEscape(BOOK_FILE_TEXTS.belongsTo)}</p>` : '';
  return xhtml(
    doc.language,
    title,
    size,
    `<body epub:type="cover">
<section class="cover" epub:type="titlepage">
<h1>${xmlEscape(title)}</h1>
<div class="picture">${picture}</div>${line}
</section>
</body>`,
  );
}

/** The drawn cover frame (layout.ts `coverFrame`) as an SVG of 800 × 1000 units (y down). */
function frameSvg(): string {
  const w = 800;
  const h = 1000;
  const shapes = coverFrame({ x: 4, y: 4, width: w - 8, height: h - 8 }).map((s) => {
    if (s.kind === 'rect')
      return `<rect x="${s.rect.x}" y="${s.rect.y}" width="${s.rect.width}" height="${s.rect.height}" rx="${s.radius}" fill="none" stroke="#000" stroke-width="${s.lineWidth * 2}"/>`;
    // Layout y points up; SVG y points down: flip each point.
    const points = starPoints(s.cx, s.cy, s.outer, s.inner)
      .map(([x, y]) => `${x.toFixed(2)},${(h - y).toFixed(2)}`)
      .join(' ');
    return `<polygon points="${points}" fill="none" stroke="#000" stroke-width="${s.lineWidth * 2}"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${xmlEscape(BOOK_FILE_TEXTS.coverLabel)}">${shapes.join('')}</svg>`;
}

function navXhtml(title: string, doc: BookDocument): string {
  const items = doc.pages
    .map(
      (_, i) =>
        `<li><a href="${pageName(i + 1)}.xhtml">${xmlEscape(BOOK_FILE_TEXTS.pageLabel(i + 1))}</a></li>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${xmlEscape(doc.language)}" lang="${xmlEscape(doc.language)}">
<head>
<meta charset="UTF-8"/>
<title>${xmlEscape(title)}</title>
</head>
<body>
<nav epub:type="toc" id="toc">
<h1>${xmlEscape(BOOK_FILE_TEXTS.contents)}</h1>
<ol>
<li><a href="cover.xhtml">${xmlEscape(BOOK_FILE_TEXTS.coverLabel)}</a></li>
${items}
</ol>
</nav>
<nav epub:type="landmarks" id="landmarks" hidden="">
<ol>
<li><a epub:type="cover" href="cover.xhtml">${xmlEscape(BOOK_FILE_TEXTS.coverLabel)}</a></li>
</ol>
</nav>
</body>
</html>
`;
}

function packageOpf(title: string, doc: BookDocument): string {
  const modified = `${doc.date.toISOString().slice(0, 19)}Z`;
  const manifest = [
    `<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>`,
    `<item id="css" href="style.css" media-type="text/css"/>`,
    `<item id="cover" href="cover.xhtml" media-type="application/xhtml+xml"${doc.cover.picture ? '' : ' properties="svg"'}/>`,
    ...(doc.cover.picture
      ? [`<item id="cover-image" href="images/cover.png" media-type="image/png" properties="cover-image"/>`]
      : []),
    ...doc.pages.flatMap((_, i) => {
      const name = pageName(i + 1);
      return [
        `<item id="${name}" href="${name}.xhtml" media-type="application/xhtml+xml"/>`,
        `<item id="${name}-image" href="images/${name}.png" media-type="image/png"/>`,
      ];
    }),
  ];
  const spine = [
    `<itemref idref="cover"/>`,
    ...doc.pages.map((_, i) => `<itemref idref="${pageName(i + 1)}"/>`),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${xmlEscape(doc.language)}">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="book-id">urn:uuid:${doc.identifier.toLowerCase()}</dc:identifier>
<dc:title>${xmlEscape(title)}</dc:title>
<dc:creator>${xmlEscape(doc.author)}</dc:creator>
<dc:language>${xmlEscape(doc.language)}</dc:language>
<dc:publisher>${xmlEscape(BOOK_FILE_TEXTS.producer)}</dc:publisher>
<meta property="dcterms:modified">${modified}</meta>
<meta property="rendition:layout">pre-paginated</meta>
<meta property="rendition:orientation">auto</meta>
<meta property="rendition:spread">none</meta>
<meta name="generator" content="${xmlEscape(BOOK_FILE_TEXTS.producer)}"/>
</metadata>
<manifest>
${manifest.join('\n')}
</manifest>
<spine>
${spine.join('\n')}
</spine>
</package>
`;
}
