/**
 * Tells the administrators' live dashboard (AdminPulse) about a change the API just wrote to D1. Off the
 * request's path (waitUntil) and best effort: a lost event is healed by AdminPulse's periodic rebuild.
 */
import type { Context } from 'hono';
import type { HousePulseEvent } from '~/schemas/admin-pulse';
import { adminPulse } from '~/server/platform/durable-objects.server';
import type { ApiEnv } from './types';

export function reportToPulse<E extends ApiEnv>(c: Context<E>, event: HousePulseEvent): void {
  const report = adminPulse(c.env)
    .houseEvent(event)
    .catch((error) => console.error('admin pulse', event.event, error));
  c.executionCtx.waitUntil(report);
}
