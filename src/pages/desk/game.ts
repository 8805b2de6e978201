import { DeskGameAuditDocument, DeskGameDocument, DeskGameEventsDocument, DeskGameLineupsDocument } from '../generated/graphql';
import { request } from '../lib/api';
import { flatEvent, readLog } from '../lib/game-log';
import { h } from '../lib/dom';
import { currentLanguage, t } from '../lib/i18n';
import { handleTokenRefusal, token } from './session';
import { paperSection } from './paper';
import { correctionForm } from './event-correction';
import { Sheet } from './game-sheet';
import { certifySection, crewForm, moveSection, type Refresh, signOffForm } from './game-tools';
import './desk-game.css';

/**
 * One game at the desk (`#/competitions/<id>/games/<gameId>`): its sheet on screen (line-ups,
 * goals, penalties, shots, shootout, officials, sign-offs, certification and corrections), and
 * what a tournament director does to close it: name the officials, record the signatures, certify;
 * or, before it is played, move or cancel it. Re-read after every change.
 */
export async function gameView(main: HTMLElement, gameId: string, bar: HTMLElement, focusId?: string): Promise<void> {
  const data = await request(DeskGameDocument, { id: gameId }, token());
  const game = data.game;
  if (!game) {
    main.replaceChildren(bar, h('h1', {}, t('deskGame.missing')), h('p', {}, h('a', { href: '#/' }, t('deskGame.back'))));
    return;
  }
  // The whole log, a page at a time, each typed entry drawn flat (lib/game-log.ts).
  const entries = await readLog(async (after) => (after ? (await request(DeskGameEventsDocument, { id: gameId, after }, token())).game?.log : undefined), game.log);
  const events = entries.map(flatEvent);
  const competition = game.division.competition;
  const [lineups, audit] = await Promise.all([request(DeskGameLineupsDocument, { id: gameId }, token()), request(DeskGameAuditDocument, { competitionId: competition.id, gameId }, token())]);
  const refresh: Refresh = (focus) =>
    gameView(main, gameId, bar, focus).catch((error: unknown) => {
      if (!handleTokenRefusal(error)) throw error;
    });
  const sheet = new Sheet(
    game,
    events,
    lineups.game?.sheetLineups,
    audit.auditTrail.edges.map((e) => e.node).filter((n) => n.entityType === 'GAME'),
  );
  main.replaceChildren(
    bar,
    h('h1', { id: 'game-title', tabindex: -1 }, t('deskGame.title', { home: game.home.name, away: game.away.name })),
    h('p', { class: 'muted', id: 'game-summary', tabindex: -1 }, sheet.summary()),
    h(
      'p',
      { class: 'no-print game-links' },
      h('a', { href: `/games/${game.id}/sheet.pdf?lang=${currentLanguage()}`, id: 'sheet-pdf', target: '_blank', rel: 'noopener' }, t('deskGame.printPdf')),
      ' · ',
      h('a', { href: `/scoreboard/${game.id}` }, t('deskGame.scoreboard')),
      ' · ',
      h('a', { href: `#/competitions/${competition.id}` }, t('deskGame.backToSchedule')),
    ),
    sheet.render(),
    h(
      'div',
      { class: 'no-print game-tools' },
      crewForm(game, refresh),
      signOffForm(game, refresh),
      certifySection(game, refresh),
      correctionForm(game, sheet, events, refresh),
      paperSection(game, refresh),
      moveSection(game, refresh),
    ),
  );
  (document.getElementById(focusId ?? '') ?? document.getElementById('game-title'))?.focus();
}
