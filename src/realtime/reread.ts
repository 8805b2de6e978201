import type { ChannelIterator } from './channel-iterator';

/**
 * A feed of a value that is re-read whenever its channel says it changed: the current value at once,
 * then a fresh read after every change message. The channel is live before the first read, so a
 * change committed in between is not missed. Fails before anything is sent when the first read does.
 */
export async function rereadOnChange<T, M>(changes: ChannelIterator<M>, read: () => Promise<T>): Promise<AsyncGenerator<T>> {
  let current: T;
  try {
    current = await read();
  } catch (error) {
    await changes.return();
    throw error;
  }
  return (async function* feed() {
    try {
      yield current;
      for await (const _change of changes) yield await read();
    } finally {
      await changes.return();
    }
  })();
}
