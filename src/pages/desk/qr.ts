import qrcode from 'qrcode-generator';
import { h, svg } from '../lib/dom';
import { t } from '../lib/i18n';
import './desk-more.css';

/** The quiet zone the QR standard asks for around the code, in modules. */
const QUIET = 4;

/** The dark modules of `text`'s QR code (error correction M, the smallest version that holds it), row by row. */
export function qrModules(text: string): boolean[][] {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => code.isDark(row, col)));
}

/**
 * A console link as a QR code a rink's tablet scans: an inline SVG, one unit square a dark module
 * (offset by the quiet zone), its accessible name saying what it opens; `data-link` carries the text it encodes.
 * `id`: its own, where a page shows several (the tablet cards); the token just made's otherwise.
 */
export function consoleQr(link: string, name: string, id = 'token-once-qr'): SVGSVGElement {
  const modules = qrModules(link);
  const side = modules.length + QUIET * 2;
  const squares = modules.flatMap((row, r) => row.flatMap((dark, c) => (dark ? [`M${c + QUIET} ${r + QUIET}h1v1h-1z`] : []))).join('');
  return svg(
    'svg',
    {
      id,
      class: 'console-qr',
      viewBox: `0 0 ${side} ${side}`,
      role: 'img',
      'aria-label': t('deskMore.qr.alt', { name }),
      'data-link': link,
      'data-quiet': QUIET,
      'shape-rendering': 'crispEdges',
    },
    svg('rect', { width: side, height: side, fill: '#fff' }),
    svg('path', { d: squares, fill: '#000' }),
  );
}

/** The QR code with a line saying what to do with it. */
export function qrFigure(link: string, name: string, id?: string): HTMLElement {
  return h('figure', { class: 'console-qr-figure' }, consoleQr(link, name, id), h('figcaption', {}, t('deskMore.qr.hint')));
}
