import { createServer } from 'node:net';

/** Whether `port` on 127.0.0.1 can be listened on now (the throwaway clusters pick their ports with it). */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
