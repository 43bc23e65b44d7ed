/**
 * The relays' settings, from the Worker's vars: `LOT_RELAY_THRESHOLD` (the room's own sockets before new ones go
 * to relays; unset or invalid: relays off, as in production today) and `LOT_RELAYS` (relay objects per lot,
 * 1–32, 8 by default). Decision record 0031.
 */
import type { RelaySettings } from '~/domain/lot-relays';
import { z } from '~/schemas/zod';

const relayVars = z.object({
  LOT_RELAY_THRESHOLD: z.coerce.number().int().min(1).max(1_000_000).nullable().catch(null),
  LOT_RELAYS: z.coerce.number().int().min(1).max(32).catch(8),
});

export type RelayVars = Partial<Record<keyof z.input<typeof relayVars>, string>>;

export function relaySettings(env: RelayVars): RelaySettings {
  const vars = relayVars.parse({ LOT_RELAY_THRESHOLD: env.LOT_RELAY_THRESHOLD ?? null, LOT_RELAYS: env.LOT_RELAYS });
  return { threshold: vars.LOT_RELAY_THRESHOLD, count: vars.LOT_RELAYS };
}
