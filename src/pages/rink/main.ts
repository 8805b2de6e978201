import { type BoardSnapshotFragment, RinkVenueDocument, type RinkVenueQuery } from '../generated/graphql';
import { setText } from '../lib/dom';
import { timeText, versusText } from '../lib/format';
import { setTitle, t, translateShell } from '../lib/i18n';
import { LiveConnection, query } from '../lib/live';
import { connectionMark, showProblem, startPage } from '../lib/page';
import { ServerClock, syncWithServer } from '../lib/server-time';
import { Board } from '../scoreboard/board';

/**
 * A rink's screen (/venues/:venue): the arena board of whatever game is being played at the venue,
 * or of the next one there ("Next: Hawks v Owls at 14:30"), all day. When the game shown ends (its
 * feed says FINAL, FORFEITED or CANCELLED) the final stays up `hold` seconds (`?hold=`, 0–3600,
 * 120 by default) and the screen moves to the venue's next game. It also asks the schedule again
 * every minute, so a game that starts out of order, or a rescheduled one, is picked up.
 */
const shell = startPage('dark');
// A screen in an arena: no language switch; `?lang=fr` chooses French.
translateShell({ switch: false });
const serverClock = new ServerClock();
const connection = new LiveConnection();
const board = new Board(shell, connection, serverClock);
const venueName = shell.id;

const HOLD_DEFAULT_S = 120;
const RECHECK_MS = 60_000;
const holdMs = (() => {
  const raw = new URLSearchParams(location.search).get('hold');
  const seconds = raw === null || raw.trim() === '' ? HOLD_DEFAULT_S : Number(raw);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(3600, seconds) * 1000 : HOLD_DEFAULT_S * 1000;
})();

shell.main.classList.add('board-main', 'rink');
shell.main.replaceChildren(board.title, board.note, board.element);
document.body.append(connectionMark(connection));
connection.onState((state) => {
  if (state === 'live') void syncWithServer(serverClock);
});

type Venue = NonNullable<RinkVenueQuery['venue']>;
const OVER = new Set<BoardSnapshotFragment['status']>(['FINAL', 'FORFEITED', 'CANCELLED']);
let moveTimer: ReturnType<typeof setTimeout> | undefined;
let checking = false;

/** "Next: Bedford Blues v Sackville Storm at 14:30", in the competition's time zone. */
function nextText(next: NonNullable<Venue['next']>): string {
  const timeZone = next.division.competition.timeZone;
  let at: string;
  try {
    at = timeText(new Date(next.startsAt), { hourCycle: 'h23', timeZone });
  } catch {
    at = timeText(new Date(next.startsAt), { hourCycle: 'h23' });
  }
  return t('rink.next', { game: versusText(next.home.name, next.away.name), time: at });
}

/** Asks the schedule what the venue shows now, and moves the board to it. */
async function follow(): Promise<void> {
  if (checking) return;
  checking = true;
  try {
    const { venue } = await query(RinkVenueDocument, { name: venueName });
    if (!venue) {
      showProblem(shell.main, t('rink.noGames'), t('rink.noGamesWhy', { venue: venueName }));
      return;
    }
    const shown = board.gameId;
    const status = board.status;
    // A game under way stays up until it is over, and a final until its hold has run out; otherwise
    // the game being played there, or else the next one.
    const keep = status === 'IN_PROGRESS' || status === 'INTERMISSION' || (status !== undefined && OVER.has(status) && moveTimer !== undefined);
    const target = keep ? undefined : (venue.current ?? venue.next);
    const live = status === 'IN_PROGRESS' || status === 'INTERMISSION' || (!keep && venue.current);
    setText(board.note, venue.next && !live ? nextText(venue.next) : !venue.current && !venue.next ? t('rink.noMore', { venue: venue.name }) : '');
    document.documentElement.dataset.venue = venue.name;
    if (target && target.id !== shown) {
      clearTimeout(moveTimer);
      moveTimer = undefined;
      const found = await board.show(target.id, (message) => console.warn('feed refused', message));
      if (!found) console.warn('the venue named a game that is gone', target.id);
    }
  } catch (error) {
    console.warn('the schedule is unavailable', error);
  } finally {
    checking = false;
  }
}

board.onSnapshot = (snapshot) => {
  if (!OVER.has(snapshot.status) || moveTimer !== undefined) return;
  moveTimer = setTimeout(() => {
    moveTimer = undefined;
    void follow();
  }, holdMs);
};

if (!venueName) {
  setTitle(t('rink.title'));
  showProblem(shell.main, t('rink.noVenue'), t('rink.noVenueHow'));
} else {
  setTitle(venueName);
  void follow();
  setInterval(() => void follow(), RECHECK_MS);
}
