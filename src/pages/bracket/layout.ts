import type { BracketViewFragment } from '../generated/graphql';
import { t } from '../lib/i18n';

/*
 * Where each game of a bracket is drawn, and what its games and rounds are called: the geometry
 * of the drawing, apart from the page that draws it live.
 */

export type Slot = BracketViewFragment['slots'][number];
export type Source = Slot['homeSource'];
export type Side = 'home' | 'away';

/**
 * The card: the game's name and its state on lines of their own (they never share a line, so a long
 * name cannot run into a date or a result), then the two teams. Connectors meet a card at its team lines.
 */
export const BOX = { width: 236, height: 104, gapX: 64, gapY: 20, pad: 12 };
export const ROW: Record<Side, number> = { home: 66, away: 92 };
const HEAD = 30;
const LANE_GAP = 36;
/** A lane caption's line height. */
export const CAPTION_LINE = 18;

/**
 * A game's name in the page's language, read from its key as the server makes them (F, SF1, QF2,
 * P2-1 for playoff round 2's game 1, C1-2 for consolation round 1's game 2); any other, as the server names it.
 */
export function slotLabel(slot: Pick<Slot, 'key' | 'label'>, form: 'slot' | 'slotShort' = 'slot'): string {
  if (slot.key === 'F') return t(`bracket.${form}.final`);
  const [, kind, first, second] = /^(SF|QF|P|C)(\d+)(?:-(\d+))?$/.exec(slot.key) ?? [];
  if (kind === 'SF' && !second) return t(`bracket.${form}.semifinal`, { n: first });
  if (kind === 'QF' && !second) return t(`bracket.${form}.quarterfinal`, { n: first });
  if (kind === 'P' && second) return t(`bracket.${form}.playoff`, { round: first, n: second });
  if (kind === 'C' && second) return t(`bracket.${form}.consolation`, { round: first, n: second });
  return slot.label;
}

/** What a round (a column of one lane) is called. */
function roundName(slots: Slot[]): string {
  const stages = new Set(slots.map((s) => s.stage));
  if (stages.size === 1) {
    const [stage] = stages;
    if (stage === 'FINAL') return t('bracket.round.final');
    if (stage === 'SEMIFINAL') return t('bracket.round.semifinals');
    if (stage === 'QUARTERFINAL') return t('bracket.round.quarterfinals');
  }
  // "Playoff round 2, game 1" → "Playoff round 2"; "Consolation round 1, game 2" → "Consolation round 1".
  const numbered = slots.map((s) => /^(P|C)(\d+)-\d+$/.exec(s.key)).find(Boolean);
  const named = numbered ? t(numbered[1] === 'P' ? 'bracket.round.playoff' : 'bracket.round.consolation', { round: numbered[2] }) : slots[0]!.label.split(',')[0]!;
  return stages.has('FINAL') ? t('bracket.round.andFinal', { round: named }) : named;
}

export interface Placed {
  x: number;
  y: number;
}

interface Drawing {
  position: Map<string, Placed>;
  headers: Array<{ x: number; y: number; text: string; lane: string }>;
  /** A lane's caption, on as many lines as it takes to stay within the first column (the lines between lanes run only between columns). */
  lanes: Array<{ lines: string[]; y: number }>;
  width: number;
  height: number;
}

export const sourceKey = (s: Source): string | null => s.winnerOf ?? s.loserOf ?? null;

/**
 * Columns by round; the main bracket on top and the consolation games in a lane below. In a lane,
 * a game sits level with the games of that lane feeding it (the middle of them), pushed down only as
 * far as needed to keep every card clear of the one above: no two cards ever overlap.
 */
export function layout(slots: Slot[], wrap: (text: string, width: number) => string[] = (text) => [text]): Drawing {
  const rounds = [...new Set(slots.map((s) => s.round))].sort((a, b) => a - b);
  const column = new Map(rounds.map((r, i) => [r, i]));
  const lanes = [
    { name: 'main', title: '', slots: slots.filter((s) => s.stage !== 'CONSOLATION') },
    { name: 'consolation', title: t('bracket.consolationLane'), slots: slots.filter((s) => s.stage === 'CONSOLATION') },
  ].filter((lane) => lane.slots.length);
  const position = new Map<string, Placed>();
  const headers: Drawing['headers'] = [];
  const laneMarks: Drawing['lanes'] = [];
  let top = 0;
  for (const lane of lanes) {
    if (lane.title) {
      const lines = wrap(lane.title, BOX.width - 4);
      laneMarks.push({ lines, y: top + 16 });
      top += 10 + CAPTION_LINE * lines.length;
    }
    const inLane = new Set(lane.slots.map((s) => s.key));
    let bottom = top + HEAD;
    for (const round of rounds) {
      const games = lane.slots.filter((s) => s.round === round);
      if (!games.length) continue;
      const x = column.get(round)! * (BOX.width + BOX.gapX);
      headers.push({ x, y: top + 18, text: roundName(games), lane: lane.name });
      const wanted = (slot: Slot): number | undefined => {
        const feeders = [slot.homeSource, slot.awaySource]
          .map(sourceKey)
          .filter((key): key is string => !!key && inLane.has(key) && position.has(key))
          .map((key) => position.get(key)!.y);
        return feeders.length ? feeders.reduce((a, b) => a + b, 0) / feeders.length : undefined;
      };
      const ordered = games.map((slot, i) => ({ slot, want: wanted(slot), i })).sort((a, b) => (a.want ?? Infinity) - (b.want ?? Infinity) || a.i - b.i);
      let next = top + HEAD;
      for (const { slot, want } of ordered) {
        const y = Math.max(next, want ?? next);
        position.set(slot.key, { x, y });
        next = y + BOX.height + BOX.gapY;
        bottom = Math.max(bottom, y + BOX.height);
      }
    }
    top = bottom + LANE_GAP;
  }
  return { position, headers, lanes: laneMarks, width: rounds.length * (BOX.width + BOX.gapX) - BOX.gapX + 2, height: top - LANE_GAP + 4 };
}
