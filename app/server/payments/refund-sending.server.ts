/**
 * Sends the queued refunds through the PSP's devolução and follows their state.
 * Placeholder so that this branch compiles: the payment services' own version replaces this file.
 */
import type { RequestContext } from '~/server/context/request-context.server';

/** Sends the queued refunds after the response (the cron retries what is left). */
export function sendRefundsSoon(_rc: RequestContext): void {}
