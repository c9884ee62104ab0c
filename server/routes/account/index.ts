import { Router } from 'express';
import {
  ACCOUNT_MESSAGES,
  ChangePasswordSchema,
  DeleteAccountSchema,
  type ChangePasswordRequest,
} from '../../../shared/schemas/account';
import type { AppDeps } from '../../deps';
import { requireAuth, signedInUser } from '../../middleware/requireAuth';
import { destroySession, sessionCookieName, sessionCookieOptions } from '../../middleware/session';
import { validate } from '../../middleware/validate';
import { changePassword, deleteAccount } from '../../services/account';
import { exportAccountData } from '../../services/accountExport';

/**
 * POST   /account/password {current_password, new_password}  other sessions are signed out
 * DELETE /account {confirm: 'DELETE'}                         removes the user and all their data, signs out
 * GET    /account/export                                     JSON download of everything stored about the user
 */
export function accountRoutes(deps: AppDeps): Router {
  const { pool, config } = deps;
  const router = Router();

  router.post('/account/password', requireAuth, validate(ChangePasswordSchema, 'body'), async (req, res) => {
    const user = signedInUser(res.locals);
    const body = res.locals.body as ChangePasswordRequest;
    await changePassword(pool, {
      userId: user.id,
      currentPassword: body.current_password,
      newPassword: body.new_password,
      keepSessionId: req.sessionID,
      now: deps.now(),
    });
    res.json({ message: ACCOUNT_MESSAGES.passwordChanged });
  });

  router.delete('/account', requireAuth, validate(DeleteAccountSchema, 'body'), async (req, res) => {
    const user = signedInUser(res.locals);
    await deleteAccount(pool, user.id);
    await destroySession(req).catch(() => undefined);
    res.clearCookie(sessionCookieName(config), sessionCookieOptions(config));
    res.json({ message: ACCOUNT_MESSAGES.accountDeleted });
  });

  router.get('/account/export', requireAuth, async (_req, res) => {
    const user = signedInUser(res.locals);
    const now = deps.now();
    const data = await exportAccountData(pool, user.id, now);
    const date = now.toISOString().slice(0, 10);
    res
      .set('Content-Disposition', `attachment; filename="essay-coach-data-${date}.json"`)
      .type('application/json')
      .send(JSON.stringify(data, null, 2));
  });

  return router;
}
