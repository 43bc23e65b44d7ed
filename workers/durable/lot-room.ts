import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env';

/**
 * One object per lot: the authority on the live lot (bids, realtime fan-out, closing alarm).
 * Its bid log, outbox to D1 and alarm arrive with the live-lots work; here it only exists.
 */
export class LotRoom extends DurableObject<Env> {}
