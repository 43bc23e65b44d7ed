/**
 * The Workers tests' side of the local PSP (scripts/psp-simulator, in this run's miniflare as `psp.test`):
 * its control calls, and its webhook deliveries posted to the Worker as the PSP would post them.
 */
import { createExecutionContext, SELF, env, waitOnExecutionContext } from 'cloudflare:test';
import { expect } from 'vitest';
import { createRequestContext } from '~/server/context/request-context.server';
import { settlementDeps } from '~/server/payments/psp-context.server';
import type { SettlementDeps } from '~/server/payments/settlement.server';

export const PSP = 'http://psp.test';

/** A control call to the simulator. */
export async function sim<T = any>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(
    `${PSP}/_sim/${path}`,
    body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  expect(res.ok, `${path}: ${res.status}`).toBe(true);
  return await res.json();
}

export interface Delivery {
  url: string;
  headers: Record<string, string>;
  /** the JSON the PSP sends */
  body: unknown;
}

/** The webhooks the simulator would have sent since the last call (emptied). */
export const deliveries = () => fetch(`${PSP}/_sim/deliveries`).then((res) => res.json<Delivery[]>());

/** Posts a delivery to the Worker as the PSP would (its URL, its headers, its body); the Worker's answers. */
export async function post(delivery: Delivery): Promise<number> {
  const body = typeof delivery.body === 'string' ? delivery.body : JSON.stringify(delivery.body);
  const res = await SELF.fetch(delivery.url, { method: 'POST', headers: delivery.headers, body });
  await res.arrayBuffer();
  return res.status;
}

/** Delivers every pending webhook; their statuses. */
export async function deliverAll(): Promise<number[]> {
  const statuses = [];
  for (const delivery of await deliveries()) statuses.push(await post(delivery));
  return statuses;
}

/** Runs `work` with the settlement's parts as the cron has them, and waits for what it left running. */
export async function withDeps<T>(work: (deps: SettlementDeps) => Promise<T>): Promise<T> {
  const ctx = createExecutionContext();
  const deps = settlementDeps(createRequestContext(env, ctx));
  expect(deps, 'a PSP is configured in this run').not.toBeNull();
  const result = await work(deps!);
  await waitOnExecutionContext(ctx);
  return result;
}
