/** remix-auth on the Remix side: a password strategy over the same checks as the API. */
import { Authenticator } from 'remix-auth';
import { Strategy } from 'remix-auth/strategy';
import { authMessages } from '~/i18n/auth-messages';
import { validateLogin } from '~/schemas/auth';
import { formText } from '~/schemas/form-fields';
import type { Db } from '../db/client.server';
import type { UserRow } from '../db/schema';
import { checkPassword } from './login.server';

/** A sign-in failure with the status and the Portuguese message to show. */
export class SignInError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

interface Credentials {
  email: string;
  password: string;
}

class PasswordStrategy extends Strategy<UserRow, Credentials> {
  name = 'password';

  override async authenticate(request: Request): Promise<UserRow> {
    const form = await request.formData().catch(() => null);
    const email = form ? formText(form, 'email') : '';
    const password = form ? formText(form, 'password') : '';
    const invalid = validateLogin({ email, password });
    if (invalid) throw new SignInError(invalid, 422);
    return this.verify({ email, password });
  }
}

export function createAuthenticator(db: Db, ip: string) {
  return new Authenticator<UserRow>().use(
    new PasswordStrategy(async ({ email, password }) => {
      const checked = await checkPassword(db, email, password, ip);
      if (!checked.ok) throw new SignInError(checked.message || authMessages.invalidCredentials, checked.status, checked.retryAfterSeconds);
      return checked.user;
    }),
  );
}
