/**
 * The control endpoints, /_sim/...: what tests and the page do to the simulated PSP (pay, settle, fail,
 * replay). Each takes JSON and answers JSON; the page posts the same endpoints as a form and is redirected
 * back to itself (post/redirect/get) with the outcome in the address.
 */
import { z } from '../../app/schemas/zod';
import type { Outcome, SimContext } from './context';
import { payBoleto, payCharge, receivePixWithoutCharge, redeliver, refundedCents, requestRefund, settleRefund } from './context';
import type { SimState } from './state';
import { emptyState, toCents } from './state';

const cents = z.coerce.number().int().positive();
const optionalCents = z.preprocess((v) => (v === '' ? undefined : v), cents.optional());

const bodies = {
  pay: z.object({ txid: z.string().min(1), amountCents: optionalCents, times: z.coerce.number().int().min(1).max(5).default(1) }),
  payBoleto: z.object({ txid: z.string().min(1), amountCents: optionalCents }),
  pixWithoutCharge: z.object({ amountCents: cents }),
  refund: z.object({ endToEndId: z.string().min(1), amountCents: optionalCents }),
  settleRefund: z.object({
    endToEndId: z.string().min(1),
    id: z.string().min(1),
    outcome: z.enum(['DEVOLVIDO', 'NAO_REALIZADO']),
    reason: z.string().max(140).optional(),
  }),
  faults: z.object({
    method: z
      .string()
      .min(1)
      .transform((m) => m.toUpperCase()),
    pathPrefix: z.string().startsWith('/'),
    status: z.union([z.literal(500), z.literal(503), z.literal('timeout'), z.enum(['500', '503']).transform(Number)]),
    times: z.coerce.number().int().min(1).default(1),
  }),
  redeliver: z.object({ txid: z.string().min(1) }),
};

export interface ControlHooks {
  /** mode (b): the queued deliveries, emptied */
  popDeliveries(): { url: string; headers: Record<string, string>; body: unknown }[];
  reset(): void;
}

function isForm(request: Request): boolean {
  return (request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded');
}

async function readBody(request: Request): Promise<unknown> {
  if (isForm(request)) return Object.fromEntries(new URLSearchParams(await request.text()));
  const text = await request.text();
  try {
    return text ? (JSON.parse(text) as unknown) : {};
  } catch {
    return null;
  }
}

function answer(
  request: Request,
  outcome: Outcome<unknown>,
  message: (value: unknown) => string,
  json: (value: unknown) => unknown,
): Response {
  if (isForm(request)) {
    const query = outcome.ok ? `ok=${encodeURIComponent(message(outcome.value))}` : `erro=${encodeURIComponent(outcome.error)}`;
    return new Response(null, { status: 303, headers: { location: `/?${query}` } });
  }
  return outcome.ok ? Response.json(json(outcome.value)) : Response.json({ error: outcome.error }, { status: outcome.status });
}

function parse<T extends z.ZodType>(schema: T, body: unknown): Outcome<z.output<T>> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, status: 400, error: parsed.error.issues.map((i) => `${i.path.join('.') || 'corpo'}: ${i.message}`).join('; ') };
}

function then<A, B>(outcome: Outcome<A>, next: (value: A) => Outcome<B>): Outcome<B> {
  return outcome.ok ? next(outcome.value) : outcome;
}

/** Routes /_sim/...; null when the path is none of its own. */
export async function control(ctx: SimContext, hooks: ControlHooks, request: Request, path: string): Promise<Response | null> {
  if (request.method === 'GET' && path === '/state') return Response.json(ctx.state satisfies SimState);
  if (request.method === 'GET' && path === '/deliveries') return Response.json(hooks.popDeliveries());
  if (request.method !== 'POST') return null;
  const body = await readBody(request);
  const same = (v: unknown) => v;
  switch (path) {
    case '/reset': {
      hooks.reset();
      return answer(
        request,
        { ok: true, value: emptyState() },
        () => 'Simulador zerado.',
        () => ({ ok: true }),
      );
    }
    case '/pay': {
      const outcome = then(parse(bodies.pay, body), (b) => payCharge(ctx, b.txid, b.amountCents, b.times));
      return answer(
        request,
        outcome,
        (ids) => `Pago: ${(ids as string[]).join(', ')}.`,
        (ids) => ({ endToEndIds: ids }),
      );
    }
    case '/pay-boleto': {
      const outcome = then(parse(bodies.payBoleto, body), (b) => payBoleto(ctx, b.txid, b.amountCents));
      return answer(request, outcome, () => 'Boleto pago.', same);
    }
    case '/pix-without-charge': {
      const outcome = then(parse(bodies.pixWithoutCharge, body), (b) => receivePixWithoutCharge(ctx, b.amountCents));
      return answer(
        request,
        outcome,
        (id) => `Pix recebido: ${String(id)}.`,
        (id) => ({ endToEndId: id }),
      );
    }
    case '/refund': {
      // A refund made in the PSP's own portal (the page's 'Devolver'): the whole remaining amount by default.
      const outcome = then(parse(bodies.refund, body), (b) => {
        const pix = ctx.state.pix.find((p) => p.endToEndId === b.endToEndId);
        const left = pix ? toCents(pix.valor) - refundedCents(pix) : 0;
        return requestRefund(ctx, b.endToEndId, `SIM${Date.now()}`, b.amountCents ?? left, 'Devolução pelo portal do simulador');
      });
      return answer(request, outcome, () => 'Devolução solicitada.', same);
    }
    case '/settle-refund': {
      const outcome = then(parse(bodies.settleRefund, body), (b) => settleRefund(ctx, b.endToEndId, b.id, b.outcome, b.reason));
      return answer(
        request,
        outcome,
        (r) => `Devolução ${(r as { status: string }).status === 'DEVOLVIDO' ? 'confirmada' : 'recusada'}.`,
        same,
      );
    }
    case '/faults': {
      const outcome = then(parse(bodies.faults, body), (fault) => {
        ctx.state.faults.push(fault as SimState['faults'][number]);
        ctx.changed();
        return { ok: true as const, value: ctx.state.faults };
      });
      return answer(
        request,
        outcome,
        () => 'Falha programada.',
        (faults) => ({ faults }),
      );
    }
    case '/redeliver': {
      const outcome = then(parse(bodies.redeliver, body), (b) => redeliver(ctx, b.txid));
      return answer(
        request,
        outcome,
        () => 'Webhook reenviado.',
        (id) => ({ deliveryId: id }),
      );
    }
    default:
      return null;
  }
}
