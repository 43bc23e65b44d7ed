/**
 * Tells the administrators' live dashboard (AdminPulse) about a change the API just wrote to D1. Off the
 * request's path (waitUntil) and best effort: a lost event is healed by AdminPulse's periodic rebuild.
 */
import type { Context } from 'hono';
import type { HousePulseEvent } from '~/schemas/admin-pulse';
import { logError } from '~/server/platform/error-log.server';
import { adminPulse } from '~/server/platform/objects/stubs.server';
import type { ApiEnv } from './types';

export function reportToPulse<E extends ApiEnv>(c: Context<E>, event: HousePulseEvent): void {
  const report = adminPulse(c.env)
    .houseEvent(event)
    .catch((error) => logError('admin pulse', error, { event: event.event }));
  c.executionCtx.waitUntil(report);
}
