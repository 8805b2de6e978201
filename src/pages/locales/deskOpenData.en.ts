/**
 * The desk's records and open data section of a competition (src/pages/desk/open-data.ts).
 * French: deskOpenData.fr.ts.
 */
export const deskOpenData = {
  title: 'Records and open data',
  hint: 'Files anyone may open (no token): spreadsheets, calendars to subscribe to, and the public record. The whole competition, with birth dates, waivers and discipline, downloads with this desk’s token.',
  schedule: 'Schedule (CSV)',
  players: 'Players on the rosters (CSV)',
  stats: 'Player statistics (CSV)',
  standings: 'Standings of {{division}} (CSV)',
  calendar: 'Calendar of {{division}} (iCalendar, to subscribe to)',
  exportPublic: 'The public record of the competition (JSON)',
  exportPrivate: 'Download the whole competition (JSON, private)',
  exporting: 'Preparing the file…',
  exported: 'Downloaded: {{file}}. Keep it safe: it holds private data.',
  exportFailed: 'The server refused the download (HTTP {{status}}).',
};
