/** remix-auth on the Remix side: a password strategy over the one sign-in service the API uses too. */
import { Authenticator } from 'remix-auth';
import { Strategy } from 'remix-auth/strategy';
import { formText } from '~/schemas/form-fields';
import type { Db } from '~/server/db/client.server';
import { deviceTokenOf } from './sign-in-devices.server';
import { signInWithPassword, type PasswordSignIn, type PasswordSignInInput } from './sign-in.server';

class PasswordStrategy extends Strategy<PasswordSignIn, PasswordSignInInput> {
  name = 'password';

  override async authenticate(request: Request): Promise<PasswordSignIn> {
    const form = await request.formData().catch(() => null);
    return this.verify({
      email: form ? formText(form, 'email') : '',
      password: form ? formText(form, 'password') : '',
      deviceToken: deviceTokenOf(request, this.appEnv),
    });
  }

  constructor(
    private readonly appEnv: string,
    verify: Strategy.VerifyFunction<PasswordSignIn, PasswordSignInInput>,
  ) {
    super(verify);
  }
}

export function createAuthenticator(db: Db, ip: string, appEnv: string) {
  return new Authenticator<PasswordSignIn>().use(new PasswordStrategy(appEnv, (input) => signInWithPassword(db, input, ip)));
}
