import type { ChannelIterator } from './channel-iterator';
import { RESYNC } from './pubsub';
import { withCleanup } from './resume';

/**
 * A feed of a value that is re-read whenever its channel says it changed: the current value at once,
 * then a fresh read after every change message. The channel is live before the first read, so a
 * change committed in between is not missed. After the pub/sub connection comes back (RESYNC) the
 * value is read again too, and sent only if it differs from the last one sent (a change message lost
 * meanwhile). Fails before anything is sent when the first read does.
 */
export async function rereadOnChange<T, M>(changes: ChannelIterator<M | typeof RESYNC>, read: () => Promise<T>): Promise<AsyncGenerator<T>> {
  let current: T;
  try {
    current = await read();
  } catch (error) {
    await changes.return();
    throw error;
  }
  // withCleanup: ended while it waits for a change, the feed releases its channel at once.
  return withCleanup(
    (async function* feed() {
      try {
        let sent = JSON.stringify(current);
        yield current;
        for await (const change of changes) {
          const value = await read();
          const json = JSON.stringify(value);
          if (change === RESYNC && json === sent) continue;
          sent = json;
          yield value;
        }
      } finally {
        await changes.return();
      }
    })(),
    () => changes.return(),
  );
}
