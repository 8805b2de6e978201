import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from './context';
import { NODE_TYPE, Node, parseDerivedId } from './node';
import { textArg } from './validation';
import { LogEntry, TYPE_NAMES } from './game-event/log-types';

/** An id is a UUID, or a type's name and a key (a rink's name, at most 120 characters): never longer than this. */
export const NODE_ID_MAX = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const marked = <T extends object>(value: T, type: string) => ({ ...value, [NODE_TYPE]: type });

@Resolver()
export class NodeResolver {
  @Query(() => Node, {
    nullable: true,
    description: `Any object with an id, fetched again by it (Relay global object identification): a game, team, player, division, competition, bracket, an entry of a game's log, a game's scoreboard, a division's standings or a rink. Null when nothing has this id. Fields keep their own rules: a player's personal fields answer only their owners`,
  })
  async node(@Arg('id', () => ID, { description: 'The id the object gave.', validateFn: textArg('id', { max: NODE_ID_MAX }) }) id: string, @Ctx() ctx: GraphQLContext): Promise<object | null> {
    const derived = parseDerivedId(id);
    if (derived) {
      switch (derived.type) {
        case 'Scoreboard': {
          const game = UUID.test(derived.key) ? await ctx.loaders.game.load(derived.key) : null;
          return game && marked(game.snapshot, 'Scoreboard');
        }
        case 'Standings': {
          const [divisionId, at] = derived.key.split('@', 2);
          const asOf = at === undefined ? null : new Date(at);
          if (!UUID.test(divisionId) || (asOf && (Number.isNaN(asOf.getTime()) || asOf.toISOString() !== at))) return null;
          if (!(await ctx.loaders.division.load(divisionId))) return null;
          return marked(await ctx.services.standings.table(divisionId, asOf), 'Standings');
        }
        case 'Venue': {
          const venue = await ctx.services.games.venue(derived.key);
          return venue && marked(venue, 'Venue');
        }
      }
    }
    if (!UUID.test(id)) return null;
    switch (await ctx.services.nodes.typeOf(id)) {
      case 'Competition':
        return ctx.loaders.competition.load(id);
      case 'Division':
        return ctx.loaders.division.load(id);
      case 'Team':
        return ctx.loaders.team.load(id);
      case 'Player':
        return ctx.loaders.player.load(id);
      case 'Game':
        return ctx.loaders.game.load(id);
      case 'GameLogEntry': {
        const event = await ctx.services.gameEvents.eventById(id);
        return event && Object.assign(new LogEntry(event, ctx), { [NODE_TYPE]: TYPE_NAMES[event.type] });
      }
      case 'Bracket': {
        const bracket = await ctx.services.brackets.bracketById(id);
        return bracket && marked(bracket, 'Bracket');
      }
      default:
        return null;
    }
  }
}
