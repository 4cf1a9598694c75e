// The organiser's poster for the venue's wall or the club's notice board (A4 portrait): the
// league's name, "Scores, schedule and standings", the site's address in large type and a QR
// code of it. DejaVu Sans, as the score sheet (decision 0012), so any name prints as written.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { qrPath } from './qr-path.ts';

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | null = null;

function loadFonts() {
  fonts ??= {
    regular: fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const WIDTH = A4.width - 2 * MARGIN;

/** The largest size up to `max` at which `text` fits one line of the page's width. */
function fittingSize(doc: PDFKit.PDFDocument, text: string, max: number, min: number): number {
  for (let size = max; size > min; size -= 1) {
    if (doc.fontSize(size).widthOfString(text) <= WIDTH) return size;
  }
  return min;
}

export async function renderPosterPdf(poster: {
  leagueName: string;
  url: string;
}): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${poster.leagueName}: scores, schedule and standings`, Creator: 'Tempo' },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  doc.font('bold').fontSize(fittingSize(doc, poster.leagueName, 40, 22));
  doc.text(poster.leagueName, MARGIN, 80, { width: WIDTH, align: 'center' });
  doc.moveDown(0.5).font('regular').fontSize(18).fillColor('#444444');
  doc.text('Live scores, schedule and standings', { width: WIDTH, align: 'center' });

  const qr = qrPath(poster.url);
  const side = 300;
  const top = 230;
  const scale = side / qr.size;
  doc.save();
  doc.translate((A4.width - side) / 2, top).scale(scale);
  doc.path(qr.d).fill('#000000');
  doc.restore();

  // The address wraps only if no size fits; a long one still reads in full.
  const address = poster.url.replace(/^https?:\/\//, '');
  doc
    .font('bold')
    .fillColor('#000000')
    .fontSize(fittingSize(doc, address, 34, 14));
  doc.text(address, MARGIN, top + side + 48, { width: WIDTH, align: 'center' });
  doc.moveDown(1).font('regular').fontSize(14).fillColor('#444444');
  doc.text('Scan the code or type the address in a browser. No account needed.', {
    width: WIDTH,
    align: 'center',
  });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
