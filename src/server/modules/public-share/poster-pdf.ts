// The organiser's poster for the venue's wall or the club's notice board (A4 portrait), in the
// tournament's language: the league's name, "Scores, schedule and standings", the site's address
// in large type and a QR code of it. The score sheet's fonts (server/pdf/pdf-fonts.ts), so any
// name prints as written, in any script.
import PDFDocument from 'pdfkit';
import type { ServerTranslate } from '../../i18n/server-i18n.ts';
import { defaultPdfFont, pdfScripts, type PdfFontLog } from '../../pdf/pdf-fonts.ts';
import { qrPath } from '../../../domain/share/qr-path.ts';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const WIDTH = A4.width - 2 * MARGIN;

export async function renderPosterPdf(
  poster: { leagueName: string; url: string },
  t: ServerTranslate,
  log: PdfFontLog,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: defaultPdfFont(),
    lang: t.locale,
    info: { Title: t('poster.docTitle', { league: poster.leagueName }), Creator: 'Tempo' },
  });
  const scripts = pdfScripts(doc, log);
  /** The largest size up to `max` at which `text` fits one line of the page's width. */
  const fittingSize = (text: string, max: number, min: number) => {
    for (let size = max; size > min; size -= 1) {
      if (scripts.widthOf(text, size, 'bold') <= WIDTH) return size;
    }
    return min;
  };
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const nameSize = fittingSize(poster.leagueName, 40, 22);
  scripts.text(poster.leagueName, MARGIN, 80, nameSize, 'bold', { width: WIDTH, align: 'center' });
  doc.moveDown(0.5).fillColor('#444444');
  scripts.text(t('poster.tagline'), MARGIN, doc.y, 18, 'regular', {
    width: WIDTH,
    align: 'center',
  });

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
  doc.fillColor('#000000');
  scripts.text(address, MARGIN, top + side + 48, fittingSize(address, 34, 14), 'bold', {
    width: WIDTH,
    align: 'center',
  });
  doc.moveDown(1).fillColor('#444444');
  scripts.text(t('poster.howTo'), MARGIN, doc.y, 14, 'regular', { width: WIDTH, align: 'center' });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
