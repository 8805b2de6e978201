import { Router } from 'express';
import type { Principal } from '../../auth/principal';
import { isAdmin } from '../../auth/principal';
import { FaceoffError } from '../../domain/errors';
import { localized, negotiateLanguage } from '../../domain/messages';
import type { Services } from '../../graphql/context';
import { IMPORT_MAX_BYTES } from '../../services/export/document';
import { rawBody } from '../http-bounds';

/** A refusal as the JSON error handler answers it (src/server/json-errors.ts). */
function asHttp(error: unknown): unknown {
  if (!(error instanceof FaceoffError)) return error;
  const status = { NOT_FOUND: 404, UNAUTHENTICATED: 401, FORBIDDEN: 403, BAD_USER_INPUT: 400 }[error.code as string];
  return status ? Object.assign(new Error(error.message), { status, expose: true }) : error;
}

/** The time an import's body (up to IMPORT_MAX_BYTES) may take to arrive. */
const IMPORT_BODY_TIMEOUT_MS = 300_000;

const yes = (value: unknown) => value === '1' || value === 'true';

/**
 * A whole competition as one JSON document, and back (docs/open-data.md, "Whole competitions"):
 * `GET /competitions/:id/export.json` (an ADMIN's bearer token; `?public=1` needs none and leaves
 * private data out) and `POST /competitions/import.json` (an ADMIN's; the token is checked before
 * the body is read, which may be up to IMPORT_MAX_BYTES, more than /graphql's 1 MB).
 */
export function exportRoutes(services: Services, authenticate: (header: string | undefined) => Promise<Principal>): Router {
  const router = Router();

  router.get('/competitions/:id/export.json', async (req, res, next) => {
    try {
      const isPublic = yes(req.query.public);
      const principal = isPublic ? undefined : await authenticate(req.headers.authorization).catch(() => null);
      if (principal === null) throw Object.assign(new Error('The bearer token is unknown or revoked'), { status: 401, expose: true });
      const document = await services.exports.exportCompetition(principal ?? { kind: 'anonymous' }, req.params.id, { public: isPublic });
      res.setHeader('Cache-Control', isPublic ? 'public, max-age=60' : 'private, no-store');
      res.setHeader('Content-Disposition', `attachment; filename="competition-${document.competition.id}${isPublic ? '-public' : ''}.json"`);
      res.json(document);
    } catch (error) {
      next(asHttp(error));
    }
  });

  router.post(
    '/competitions/import.json',
    async (req, _res, next) => {
      try {
        const principal = await authenticate(req.headers.authorization).catch(() => null);
        if (principal === null) throw Object.assign(new Error('The bearer token is unknown or revoked'), { status: 401, expose: true });
        if (principal.kind !== 'token') throw Object.assign(new Error('An import needs an ADMIN token'), { status: 401, expose: true });
        if (!isAdmin(principal)) throw Object.assign(new Error('An import needs an ADMIN token'), { status: 403, expose: true });
        next();
      } catch (error) {
        next(error);
      }
    },
    // An ADMIN's whole competition, over a rink's uplink: minutes, not the public requests' seconds.
    rawBody({ limit: IMPORT_MAX_BYTES, timeoutMs: IMPORT_BODY_TIMEOUT_MS }),
    async (req, res, next) => {
      try {
        const given = req.query.ids;
        const ids = given === undefined ? 'NEW' : typeof given === 'string' ? given : '';
        if (ids !== 'NEW' && ids !== 'KEEP') throw Object.assign(new Error('ids must be NEW or KEEP'), { status: 400, expose: true });
        let document: unknown;
        try {
          document = JSON.parse((req as typeof req & { rawBody?: string }).rawBody ?? '');
        } catch {
          throw Object.assign(new Error('The body is not JSON'), { status: 400, expose: true });
        }
        const report = await services.competitionImport.importCompetition(document, { dryRun: yes(req.query.dryRun), ids });
        // Each problem in the reader's language (Accept-Language), as /graphql answers them.
        const language = negotiateLanguage(req.headers['accept-language']);
        const problems = report.problems.map((p) => ({ ...p, message: localized(language, p) }));
        res.setHeader('Content-Language', language);
        res.status(problems.length ? 422 : 200).json({ ...report, problems });
      } catch (error) {
        next(asHttp(error));
      }
    },
  );
  return router;
}
