import { setTitle, t, translateShell } from '../lib/i18n';
import { LiveConnection } from '../lib/live';
import { connectionMark, showProblem, startPage } from '../lib/page';
import { ServerClock, syncWithServer } from '../lib/server-time';
import { Board } from './board';

/**
 * The arena scoreboard (/scoreboard/:gameId): one game, large and dark by default, on a screen
 * across a rink (board.ts), or as a stream's lower third with `?overlay=1`.
 */
const shell = startPage('dark');
// A screen in an arena or a stream's overlay: no language switch; `?lang=fr` chooses French.
translateShell({ switch: false });
setTitle(t('scoreboard.title'));
const serverClock = new ServerClock();
const connection = new LiveConnection();
const board = new Board(shell, connection, serverClock);

shell.main.classList.add('board-main');
shell.main.replaceChildren(board.title, board.element);
document.body.append(connectionMark(connection));
connection.onState((state) => {
  if (state === 'live') void syncWithServer(serverClock);
});

async function main(): Promise<void> {
  if (!shell.id) return showProblem(shell.main, t('scoreboard.noGame'), t('scoreboard.noGameHow'));
  const found = await board.show(shell.id, (message) => showProblem(shell.main, t('scoreboard.unavailable'), message));
  if (!found) showProblem(shell.main, t('scoreboard.noSuchGame'), t('scoreboard.noSuchGameWhy', { id: shell.id }));
}

void main();
