import { type BoardSnapshotFragment, RinkVenueFeedDocument, type RinkVenueFragment } from '../generated/graphql';
import { setText } from '../lib/dom';
import { timeText, versusText } from '../lib/format';
import { setTitle, t, translateShell } from '../lib/i18n';
import { LiveConnection } from '../lib/live';
import { connectionMark, showProblem, startPage } from '../lib/page';
import { ServerClock, syncWithServer } from '../lib/server-time';
import { Board } from '../scoreboard/board';

/**
 * A rink's screen (/venues/:venue): the arena board of whatever game is being played at the venue,
 * or of the next one there ("Next: Hawks v Owls at 14:30"), all day. When the game shown ends (its
 * feed says FINAL, FORFEITED or CANCELLED) the final stays up `hold` seconds (`?hold=`, 0–3600,
 * 120 by default) and the screen moves to the venue's next game. What the venue shows comes from its
 * feed (venueUpdated), sent again whenever it changes: a game that starts out of order, or one moved
 * there, is picked up at once, and nothing is asked on a timer.
 */
const shell = startPage('dark');
// A screen in an arena: no language switch; `?lang=fr` chooses French.
translateShell({ switch: false });
const serverClock = new ServerClock();
const connection = new LiveConnection();
const board = new Board(shell, connection, serverClock);
const venueName = shell.id;

const HOLD_DEFAULT_S = 120;
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

type Venue = RinkVenueFragment;
const OVER = new Set<BoardSnapshotFragment['status']>(['FINAL', 'FORFEITED', 'CANCELLED']);
let moveTimer: ReturnType<typeof setTimeout> | undefined;
/** What the venue's feed last said: undefined until it has spoken, null when no game was ever scheduled there. */
let latest: Venue | null | undefined;
let following = false;
let again = false;

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

/** Moves the board to what the venue's feed last said it shows; once at a time, again if it spoke meanwhile. */
async function follow(): Promise<void> {
  if (following) {
    again = true;
    return;
  }
  following = true;
  try {
    do {
      again = false;
      await showVenue(latest);
    } while (again);
  } catch (error) {
    console.warn('the board could not follow the venue', error);
  } finally {
    following = false;
  }
}

async function showVenue(venue: Venue | null | undefined): Promise<void> {
  if (venue === undefined) return;
  if (!venue) {
    showProblem(shell.main, t('rink.noGames'), t('rink.noGamesWhy', { venue: venueName }));
    return;
  }
  // A game scheduled at a venue that had none: the board takes the page back from the message.
  if (!shell.main.contains(board.element)) shell.main.replaceChildren(board.title, board.note, board.element);
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
  connection.subscribe(
    RinkVenueFeedDocument,
    { name: venueName },
    {
      next: ({ venueUpdated }) => {
        latest = venueUpdated;
        void follow();
      },
      error: (message) => console.warn('the venue feed refused', message),
    },
  );
}
