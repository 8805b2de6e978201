import { ConsoleBoardDocument, ConsoleEventsDocument, ConsoleGameDocument } from '../generated/graphql';
import { NetworkProblem, request } from '../lib/api';
import { LiveConnection } from '../lib/live';
import { showProblem, startPage } from '../lib/page';
import { ServerClock, syncWithServer } from '../lib/server-time';
import { TokenStore } from '../lib/token';
import { controlHandlers, createConsole, showToken } from './actions';
import { createView, drawFrame, layout, renderBoard, renderControls, renderGame, renderLog, renderOutbox, say } from './render';
import { acceptBoard, addEvent, createState, setGame } from './state';
import './console.css';

/**
 * The scorekeeper console (/games/:id/score): large controls for everything a scorekeeper posts,
 * the live board beside them, and the game log. The page's state is one object (state.ts); what
 * the buttons do, through the outbox, is in actions.ts; the DOM updates are in render.ts. This
 * file wires them: load the game, draw the page, subscribe to the board and the log.
 */
const shell = startPage();
const tokens = new TokenStore('faceoff.token.scorekeeper');
tokens.adoptFromFragment();
const connection = new LiveConnection();
const serverClock = new ServerClock();
const state = createState(shell.id);
const view = createView();
const c = createConsole(state, view, tokens);

function frame(): void {
  drawFrame(view, state, serverClock.now());
  requestAnimationFrame(frame);
}

async function main(): Promise<void> {
  const gameId = state.gameId;
  if (!gameId) return showProblem(shell.main, 'No game given', 'The address is /games/<game id>/score.');
  try {
    const answer = await request(ConsoleGameDocument, { gameId });
    if (!answer.game) return showProblem(shell.main, 'No such game', `There is no game ${gameId}.`);
    setGame(state, answer.game);
  } catch (error) {
    const detail = error instanceof NetworkProblem ? 'The server could not be reached; reload when the network is back.' : String((error as Error).message);
    return showProblem(shell.main, 'The game could not be loaded', detail);
  }
  const game = state.game!;
  document.title = `Score: ${game.home.name} v ${game.away.name} · Faceoff`;
  layout(shell.main, view, connection);
  renderGame(view, game);
  renderControls(view, game, controlHandlers(c));
  showToken(c);
  renderOutbox(view, c.outbox.state());
  // What a previous visit left in the queue goes out now.
  c.outbox.resume();

  connection.onState((live) => {
    if (live === 'live') void syncWithServer(serverClock);
  });
  connection.subscribe(ConsoleBoardDocument, { gameId }, {
    next: (data, restarted) => {
      const snapshot = data.scoreboardUpdated;
      serverClock.seen(snapshot.clock.asOf);
      if (acceptBoard(state, snapshot, restarted)) renderBoard(view, snapshot);
    },
    error: (text) => say(view, `The live board is unavailable: ${text}`, 'refused'),
  });
  // Every event from the first (a reconnection replays them; the log is keyed by seq).
  connection.subscribe(ConsoleEventsDocument, { gameId, afterSeq: 0 }, {
    next: (data) => {
      addEvent(state, data.gameEvents);
      renderLog(view, state);
    },
    error: (text) => say(view, `The game log is unavailable: ${text}`, 'refused'),
  });
  requestAnimationFrame(frame);
}

void main();
