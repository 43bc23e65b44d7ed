/**
 * zod, configured: every module takes `z` from here, never from 'zod' itself (ESLint enforces it), so the
 * configuration runs before any schema is built, in whatever chunk first needs zod. zod must not probe for
 * `eval` (it compiles object parsers with `new Function` when it may): the Content-Security-Policy forbids
 * eval, and each probe would be reported as a violation. The Workers runtime forbids it as well.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
