import PDFDocument from 'pdfkit';
import type { GameSheet, SheetTeam } from '../../services/game-sheet.service';
import { codeAsWords, printable, SHEET_LABELS, type SheetLabels } from './sheet-labels';

/**
 * Prints a game sheet (GameSheetService) as a one- or two-page US Letter PDF with pdfkit's built-in
 * Helvetica (no font files to ship; it draws Windows-1252, so other letters go through printable). Sections follow a paper scoresheet: the game, both line-ups
 * with their team officials, goals, penalties, shots by period, the shootout, the sign-offs and the
 * certification, then (for an ADMIN) the official's notes.
 */

const MARGIN = 40;
const PAGE = { width: 612, height: 792 };
const WIDTH = PAGE.width - 2 * MARGIN;
const ROW = 13;

interface Column {
  text: string;
  width: number;
}

class Sheet {
  readonly doc: PDFKit.PDFDocument;
  y = MARGIN;

  constructor(title: string) {
    this.doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, info: { Title: title, Producer: 'Faceoff' } });
  }

  /** Room for `height` more points on this page, or a new page. */
  room(height: number): void {
    if (this.y + height <= PAGE.height - MARGIN) return;
    this.doc.addPage();
    this.y = MARGIN;
  }

  heading(text: string): void {
    this.room(ROW * 3);
    this.y += 6;
    this.doc.font('Helvetica-Bold').fontSize(11).text(printable(text), MARGIN, this.y, { width: WIDTH, lineBreak: false });
    this.y += ROW + 3;
  }

  /** One row of cells at x; bold for a header row. */
  row(cells: Column[], options: { bold?: boolean; x?: number } = {}): void {
    this.room(ROW);
    let x = options.x ?? MARGIN;
    this.doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    for (const cell of cells) {
      // One line per cell: a text too long for its column is cut with an ellipsis, never wrapped.
      this.doc.text(printable(cell.text), x, this.y, { width: cell.width - 4, height: ROW - 2, lineBreak: false, ellipsis: true });
      x += cell.width;
    }
    this.y += ROW;
  }

  line(text: string, options: { bold?: boolean; size?: number } = {}): void {
    this.room(ROW);
    this.doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(options.size ?? 9);
    const drawn = printable(text);
    const height = this.doc.heightOfString(drawn, { width: WIDTH });
    this.doc.text(drawn, MARGIN, this.y, { width: WIDTH });
    this.y += Math.max(ROW, height + 2);
  }
}

const cells = (widths: number[], texts: Array<string | number>): Column[] => texts.map((t, i) => ({ text: String(t), width: widths[i] }));

function lineups(sheet: Sheet, labels: SheetLabels, home: SheetTeam, away: SheetTeam): void {
  sheet.heading(labels.lineup);
  const half = WIDTH / 2;
  const widths = [30, half - 60, 30];
  const side = (team: SheetTeam, x: number, title: string, top: number): number => {
    sheet.y = top;
    sheet.row([{ text: `${title}: ${team.name}`, width: half }], { bold: true, x });
    sheet.row(cells(widths, [labels.number, labels.player, labels.goalie]), { bold: true, x });
    for (const p of team.lineup) sheet.row(cells(widths, [p.number, p.name, p.goalie ? labels.goalie : '']), { x });
    if (team.officials.length) {
      sheet.row([{ text: labels.officials, width: half }], { bold: true, x });
      for (const o of team.officials) sheet.row([{ text: `${o.name} (${codeAsWords(o.role)})${o.present ? ` - ${labels.present}` : ''}`, width: half }], { x });
    }
    return sheet.y;
  };
  // Side by side when both fit on this page; one after the other (across pages) otherwise.
  const rows = Math.max(home.lineup.length + home.officials.length, away.lineup.length + away.officials.length) + 4;
  const top = sheet.y;
  if (top + rows * ROW <= PAGE.height - MARGIN) {
    sheet.y = Math.max(side(home, MARGIN, labels.home, top), side(away, MARGIN + half, labels.away, top));
  } else {
    side(home, MARGIN, labels.home, top);
    side(away, MARGIN, labels.away, sheet.y + ROW);
  }
}

/** The sheet as PDF bytes. */
export function renderGameSheet(data: GameSheet): Promise<Buffer> {
  const labels = SHEET_LABELS[data.language];
  const teamOf = (side: 'home' | 'away') => data[side].name;
  const sheet = new Sheet(`${labels.title}: ${data.home.name} - ${data.away.name}`);
  const { doc } = sheet;
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  sheet.line(labels.title, { bold: true, size: 16 });
  sheet.y += 4;
  sheet.line(`${labels.competition}: ${data.competition}    ${labels.division}: ${data.division}`);
  sheet.line(`${labels.date}: ${data.date}    ${labels.time}: ${data.time} (${data.timeZone})    ${labels.venue}: ${data.venue ?? '-'}`);
  sheet.line(`${labels.stage}: ${codeAsWords(data.stage)}    ${labels.status}: ${codeAsWords(data.status)}${data.decision ? ` (${codeAsWords(data.decision)})` : ''}`);
  sheet.y += 4;
  sheet.line(`${labels.final}: ${labels.home} ${data.home.name} ${data.home.score} - ${data.away.score} ${data.away.name} ${labels.away}`, { bold: true, size: 12 });

  lineups(sheet, labels, data.home, data.away);

  sheet.heading(labels.goals);
  const goalWidths = [28, 34, 96, 128, 216, 30];
  if (data.goals.length === 0) sheet.line(labels.none);
  else {
    sheet.row(cells(goalWidths, [labels.period, labels.clock, labels.team, labels.scorer, labels.assists, labels.strength]), { bold: true });
    for (const g of data.goals) sheet.row(cells(goalWidths, [g.period, g.time, teamOf(g.side), g.scorer, g.assists.join(', '), labels.strengths[g.strength]]));
  }

  sheet.heading(labels.penalties);
  const penaltyWidths = [28, 34, 96, 128, 30, 216];
  if (data.penalties.length === 0) sheet.line(labels.none);
  else {
    sheet.row(cells(penaltyWidths, [labels.period, labels.clock, labels.team, labels.player, labels.minutes, labels.infraction]), { bold: true });
    for (const p of data.penalties) {
      sheet.row(cells(penaltyWidths, [p.period, p.time, teamOf(p.side), p.player ?? labels.bench, p.minutes, `${codeAsWords(p.infraction)}${p.severity ? ` (${codeAsWords(p.severity)})` : ''}`]));
    }
  }
  sheet.line(labels.clockNote, { size: 8 });

  sheet.heading(labels.shots);
  const shotWidths = [150, ...data.periods.map(() => 40), 50];
  sheet.row(cells(shotWidths, [labels.team, ...data.periods, labels.total]), { bold: true });
  for (const team of [data.home, data.away]) sheet.row(cells(shotWidths, [team.name, ...team.shots, team.shots.reduce((a, b) => a + b, 0)]));

  if (data.shootout.length) {
    sheet.heading(labels.shootout);
    const widths = [30, 150, 200, 80];
    sheet.row(cells(widths, ['#', labels.team, labels.shooter, '']), { bold: true });
    data.shootout.forEach((a, i) => sheet.row(cells(widths, [i + 1, teamOf(a.side), a.shooter, a.scored ? labels.scored : labels.missed])));
  }

  sheet.heading(labels.crew);
  if (data.crew.length === 0) sheet.line(labels.none);
  for (const member of data.crew) sheet.line(`${labels.crewRoles[member.role]}: ${member.name}`);

  sheet.heading(labels.signOffs);
  if (data.signOffs.length === 0) sheet.line(labels.none);
  for (const s of data.signOffs) {
    const by = s.recordedBy ? ` (${labels.recordedBy} ${s.recordedBy})` : '';
    sheet.line(`${labels.roles[s.role]}: ${s.name} - ${labels.signedAt} ${s.date} ${s.time}${by}${s.changedSince ? ` - ${labels.changedSince}` : ''}`);
  }
  sheet.y += 4;
  sheet.line(data.certified ? `${labels.certified}: ${data.certified.date} ${data.certified.time}` : labels.notCertified, { bold: true });

  if (data.notes && (data.notes.shortHandedReason || data.notes.voided.length)) {
    sheet.heading(labels.notes);
    if (data.notes.shortHandedReason) sheet.line(`${labels.shortHandedReason}: ${data.notes.shortHandedReason}`);
    for (const v of data.notes.voided) sheet.line(`${labels.voided} #${v.seq} (${codeAsWords(v.type)}): ${v.reason ?? ''}`);
  }

  doc.end();
  return done;
}
