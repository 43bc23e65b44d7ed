/**
 * Imported first by the root route, before any schema is built: zod must not probe for `eval` (it compiles
 * object parsers with `new Function` when it may). The Content-Security-Policy forbids eval, and each probe
 * would be reported as a violation. The Workers runtime forbids it as well.
 */
import { z } from 'zod';

z.config({ jitless: true });
