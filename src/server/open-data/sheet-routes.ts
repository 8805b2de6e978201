import { Router } from 'express';
import type { Principal } from '../../auth/principal';
import { isAdmin } from '../../auth/principal';
import type { GameSheetService } from '../../services/game-sheet.service';
import { isSheetLanguage, SHEET_LANGUAGES } from '../../domain/sign-offs';
import { asHttpError } from './lookup';
import { renderGameSheet } from './sheet-pdf';

/**
 * The printable game sheet (docs/open-data.md, "Printable game sheet"): GET /games/:id/sheet.pdf,
 * the official scoresheet as PDF, its labels in the competition's language (R58), or in the
 * reader's when the address asks for one (`?lang=fr`: a page in French links its sheet so). Public data
 * without a token; an ADMIN token adds the official's notes (GameSheetService). A token that is
 * refused answers 401, as on /graphql; an unknown game 404.
 */
export function sheetRoutes(sheets: GameSheetService, authenticate: (header: string | undefined) => Promise<Principal>): Router {
  const router = Router();

  router.get('/games/:id/sheet.pdf', async (req, res, next) => {
    try {
      let principal: Principal;
      try {
        principal = await authenticate(req.headers.authorization);
      } catch (error) {
        next(Object.assign(new Error(error instanceof Error ? error.message : 'The bearer token is refused'), { status: 401, expose: true }));
        return;
      }
      const lang = req.query.lang;
      if (lang !== undefined && (typeof lang !== 'string' || !isSheetLanguage(lang))) {
        const shown = typeof lang === 'string' ? `"${lang.slice(0, 8)}"` : 'more than one value';
        next(Object.assign(new Error(`lang must be one of ${SHEET_LANGUAGES.map((l) => `"${l}"`).join(', ')}; got ${shown}`), { status: 400, expose: true }));
        return;
      }
      const sheet = await sheets.sheet(principal, req.params.id);
      const pdf = await renderGameSheet(lang === undefined ? sheet : { ...sheet, language: lang });
      res.status(200);
      res.setHeader('content-type', 'application/pdf');
      res.setHeader('content-disposition', `inline; filename="game-${req.params.id}.pdf"`);
      // An ADMIN's copy holds the official's notes: never kept by a shared cache.
      res.setHeader('cache-control', isAdmin(principal) ? 'private, no-store' : 'public, max-age=0, must-revalidate');
      res.setHeader('vary', 'Authorization');
      res.end(pdf);
    } catch (error) {
      next(asHttpError(error));
    }
  });

  return router;
}
