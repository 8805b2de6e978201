import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import type { RequestHandler } from 'express';
import { addressKey, PerAddressCount, type TrustProxy } from './client-address';

/**
 * What a plain HTTP client can hold (docs/security.md, "HTTP"): sockets per address, the time and
 * the memory a body that does not arrive can take. A client that opens many requests, sends part of
 * each declared body and stalls once held 1.29 GB for 300 s and made a normal query wait 16.9 s.
 */

/** An HTTP refusal as the JSON error handler answers it (json-errors.ts). */
export interface HttpRefusal extends Error {
  status: number;
  expose: true;
  /** seconds, sent as Retry-After: a refusal for now, not for good (send it again) */
  retryAfter?: number;
}

export function httpRefusal(status: number, message: string, retryAfter?: number): HttpRefusal {
  return Object.assign(new Error(message), { status, expose: true as const, retryAfter });
}

/** Bytes held in request bodies not yet complete, over every request of this instance. */
export class BodyBudget {
  private heldBytes = 0;

  constructor(readonly maxBytes: number) {}

  get held(): number {
    return this.heldBytes;
  }

  /** Takes `bytes` from the budget, or answers false (and takes nothing) when they would pass it. */
  take(bytes: number): boolean {
    if (this.heldBytes + bytes > this.maxBytes) return false;
    this.heldBytes += bytes;
    return true;
  }

  give(bytes: number): void {
    this.heldBytes -= bytes;
  }
}

export interface BodyBounds {
  /** a body larger than this is refused (413) */
  limit: number;
  /** the time the body may take to arrive once the handler sees the request (408 after) */
  timeoutMs: number;
  /** shared by every request the budget covers; none for a route whose caller is checked first (an ADMIN's import) */
  budget?: BodyBudget;
}

/** A request whose body was read as text by rawBody (or before Express, by the read cache's front door, with its refusal). */
export type RawBodyRequest = Parameters<RequestHandler>[0] & { rawBody?: string; rawBodyRefusal?: unknown };

/**
 * Reads a request's body as text within its bounds: at most `limit` bytes (413), in at most
 * `timeoutMs` (408), and only while the bytes held by every unfinished body stay within the budget
 * (503 with Retry-After: not read, send it again). A declared Content-Length is taken from the
 * budget before a byte is read, so requests in flight together cannot pass it. Rejects with the
 * HttpRefusal; the caller answers it and closes the connection, so the rest is not read.
 */
export function readBody(req: IncomingMessage, { limit, timeoutMs, budget }: BodyBounds): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    const chunks: Buffer[] = [];
    let size = 0;
    let held = 0;
    let done = false;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      budget?.give(held);
      req.off('data', onData);
      if (error) reject(error);
      else resolve(Buffer.concat(chunks).toString('utf8'));
    };
    const hold = (bytes: number): boolean => {
      if (!budget || bytes <= held) return true;
      if (!budget.take(bytes - held)) return false;
      held = bytes;
      return true;
    };
    const busy = () => httpRefusal(503, 'The server is receiving too many request bodies at once: not read, send it again', 1);
    const onData = (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) return finish(httpRefusal(413, 'request entity too large'));
      if (!hold(size)) return finish(busy());
      chunks.push(chunk);
    };
    const timer = setTimeout(() => finish(httpRefusal(408, `The request body did not arrive within ${timeoutMs / 1000} s`)), timeoutMs);
    timer.unref();
    if (Number.isFinite(declared) && declared > limit) return finish(httpRefusal(413, 'request entity too large'));
    if (Number.isFinite(declared) && declared > 0 && !hold(declared)) return finish(busy());
    req.on('data', onData);
    req.once('end', () => finish());
    req.once('error', (error) => finish(Object.assign(error, { status: 400 })));
    // A client that goes away gives its bytes back ('close' follows 'end' on a complete body).
    // 'close' follows 'end' on every complete body: the refusal (an Error, its stack captured) only when it is one.
    req.once('close', () => {
      if (!done) finish(httpRefusal(400, 'The client closed the request before its body arrived'));
    });
  });
}

/**
 * A POST's body as text in `req.rawBody`, read by readBody within its bounds; a refusal answers its
 * status (json-errors.ts) and closes the connection after it.
 */
export function rawBody(bounds: BodyBounds): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'POST') return next();
    // Read already, within the same bounds, before Express (graphql-http.ts, readCacheFrontDoor).
    const early = req as RawBodyRequest;
    if (early.rawBody !== undefined) return next();
    if (early.rawBodyRefusal !== undefined) {
      res.setHeader('connection', 'close');
      return next(early.rawBodyRefusal);
    }
    readBody(req, bounds).then(
      (body) => {
        (req as RawBodyRequest).rawBody = body;
        next();
      },
      (error: unknown) => {
        res.setHeader('connection', 'close');
        next(error);
      },
    );
  };
}

/**
 * Caps the open connections from one client address (plain HTTP and upgraded alike): past the cap a
 * new connection is closed at once, before a byte of it is parsed. A trusted proxy's own address is
 * not counted (it carries every client); the per-address limits after it count the forwarded one.
 */
export function capConnectionsPerAddress(server: Server, max: number, trust: TrustProxy): { refused: () => number } {
  const open = new PerAddressCount();
  let refused = 0;
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || trust(address, 0)) return;
    const key = addressKey(address);
    const count = open.add(key);
    socket.once('close', () => open.remove(key));
    if (count > max) {
      refused += 1;
      socket.destroy();
    }
  });
  return { refused: () => refused };
}
