import { isInterfaceType, isObjectType } from 'graphql';
import { GameEventType } from '../../src/domain/enums';
import { TYPE_NAMES } from '../../src/graphql/game-event/log-types';
import { getSchema } from '../../src/graphql/schema';

/**
 * The typed game log (docs/design.md, "The typed game log"): every kind of event has its own object
 * type implementing GameLogEntry, and no type implements it that no kind resolves to.
 */
describe('GameLogEntry', () => {
  const schema = getSchema();
  const entry = schema.getType('GameLogEntry');

  it('is implemented by one object type per GameEventType, each named for its kind', () => {
    if (!isInterfaceType(entry)) throw new Error('GameLogEntry is not an interface');
    const implementations = schema.getPossibleTypes(entry).map((t) => t.name);
    expect([...implementations].sort()).toEqual(Object.values(TYPE_NAMES).sort());
    expect(Object.keys(TYPE_NAMES).sort()).toEqual(Object.values(GameEventType).sort());
    for (const [kind, name] of Object.entries(TYPE_NAMES)) {
      expect(schema.getType(name)?.description).toMatch(new RegExp(`^${kind}:`));
    }
  });

  it('gives every entry the fields every event has, typed as GameEvent types them', () => {
    const gameEvent = schema.getType('GameEvent');
    if (!isObjectType(gameEvent)) throw new Error('GameEvent is not an object type');
    for (const name of Object.values(TYPE_NAMES)) {
      const type = schema.getType(name);
      if (!isObjectType(type)) throw new Error(`${name} is not an object type`);
      for (const field of ['id', 'game', 'seq', 'period', 'clockRemainingMs', 'recordedAt', 'recordedBy', 'clientEventId', 'voided', 'correctedBySeq']) {
        expect([name, field, String(type.getFields()[field]?.type)]).toEqual([name, field, String(gameEvent.getFields()[field].type)]);
      }
    }
  });
});
