import type { LoginResponse } from '@arrival/contracts/auth';
import type { Language } from '@arrival/contracts/language';
import { AppError } from '../../lib/app-error.ts';
import { msg } from '../../i18n/index.ts';
import { findOrCreateUserByPhone, toUserDto } from '../users/users.service.ts';
import { redeemLoginTicket } from './otp.service.ts';
import { createSession, type SessionDeps } from './session.service.ts';

/**
 * Exchanges a verified code's single-use ticket for a session; the first login creates the user, in
 * the language their device shows. A known user keeps the language they chose.
 */
export async function logIn(
  deps: SessionDeps,
  input: { phone: string; uniqueIdentifier: string; language?: Language },
): Promise<LoginResponse> {
  const redeemed = await redeemLoginTicket(deps, input);
  if (!redeemed) throw new AppError('UNAUTHENTICATED', msg('error.invalidCredentials'));
  const user = await findOrCreateUserByPhone(deps.db, input.phone, input.language);
  const accessToken = await createSession(deps, user.id);
  return { accessToken, ...toUserDto(user) };
}
