/**
 * The PSP's answers as the house reads them: zod schemas for the fields it uses of the API Pix standard's
 * responses (and of the provider's boleto API), converting at the edge: "123.45" → integer cents, RFC 3339 times
 * → UTC ISO 8601. An answer that breaks them is an error, never a wrong number. Unknown fields are dropped (PSPs
 * add their own). `PixApiConformance` makes TypeScript check each schema against the types generated from the
 * standard (pix-api.generated.ts): a field renamed or retyped there breaks the build here.
 */
import { barcodeFromLinhaDigitavel, isValidLinhaDigitavel } from '~/domain/boleto';
import { decimalReaisToCents } from '~/domain/money';
import { isCalendarDay } from '~/domain/sao-paulo-time';
import { z } from '~/schemas/zod';
import type { components } from './pix-api.generated';

type Schemas = components['schemas'];

/** The standard's amount ("123.45") as integer cents; "12,50", "12.5" or a number are refused. */
export const amountSchema = z.string().transform((text, ctx) => {
  const cents = decimalReaisToCents(text);
  if (cents === null) {
    ctx.addIssue({ code: 'custom', message: 'not an amount of the form 123.45' });
    return z.NEVER;
  }
  return cents;
});

const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;

/** An RFC 3339 instant (any offset) as UTC ISO 8601. */
export const instantSchema = z
  .string()
  .refine((text) => RFC_3339.test(text) && !Number.isNaN(Date.parse(text)), 'not an RFC 3339 date-time')
  .transform((text) => new Date(text).toISOString());

/** A calendar day, YYYY-MM-DD. */
export const daySchema = z.string().refine(isCalendarDay, 'not a calendar day YYYY-MM-DD');

const chargeStatusSchema = z.enum(['ATIVA', 'CONCLUIDA', 'REMOVIDA_PELO_USUARIO_RECEBEDOR', 'REMOVIDA_PELO_PSP']);

/** Devolucao: a refund of a received Pix. */
export const devolucaoSchema = z.object({
  id: z.string().min(1),
  // Required by the standard, but absent at some PSPs while the refund is EM_PROCESSAMENTO.
  rtrId: z.string().min(1).optional(),
  valor: amountSchema,
  horario: z.object({ solicitacao: instantSchema, liquidacao: instantSchema.optional() }),
  status: z.enum(['EM_PROCESSAMENTO', 'DEVOLVIDO', 'NAO_REALIZADO']),
  motivo: z.string().optional(),
  descricao: z.string().optional(),
});

/** Pix: a Pix received, with its refunds. */
export const pixSchema = z.object({
  endToEndId: z.string().min(1),
  txid: z.string().min(1).optional(),
  valor: amountSchema,
  horario: instantSchema,
  devolucoes: z.array(devolucaoSchema).optional(),
});

/** An ATIVA charge without its BR Code cannot be paid: the answer is refused. */
const payableWhileActive = (charge: { status: string; pixCopiaECola?: string | undefined }, ctx: z.RefinementCtx) => {
  if (charge.status === 'ATIVA' && !charge.pixCopiaECola)
    ctx.addIssue({ code: 'custom', message: 'an ATIVA charge without pixCopiaECola' });
};

/** CobCompleta: an immediate charge as PUT and GET /cob/{txid} answer it. */
export const cobSchema = z
  .object({
    txid: z.string().min(1),
    status: chargeStatusSchema,
    calendario: z.object({ criacao: instantSchema, expiracao: z.number().int().positive() }),
    valor: z.object({ original: amountSchema }),
    pixCopiaECola: z.string().min(1).optional(),
    pix: z.array(pixSchema).optional(),
  })
  .superRefine(payableWhileActive);

/** CobVCompleta: a charge with a due date as PUT and GET /cobv/{txid} answer it. */
export const cobvSchema = z
  .object({
    txid: z.string().min(1),
    status: chargeStatusSchema,
    calendario: z.object({
      criacao: instantSchema,
      dataDeVencimento: daySchema,
      validadeAposVencimento: z.number().int().min(0).optional(),
    }),
    valor: z.object({ original: amountSchema }),
    pixCopiaECola: z.string().min(1).optional(),
    pix: z.array(pixSchema).optional(),
  })
  .superRefine(payableWhileActive);

/** PixConsultados: a page of GET /pix. */
export const pixPageSchema = z.object({
  parametros: z.object({
    paginacao: z.object({
      paginaAtual: z.number().int().min(0),
      itensPorPagina: z.number().int().min(1),
      quantidadeDePaginas: z.number().int().min(0),
      quantidadeTotalDeItens: z.number().int().min(0),
    }),
  }),
  pix: z.array(pixSchema).optional(),
});

/** WebhookCompleto: GET /webhook/{chave}. */
export const webhookSchema = z.object({ webhookUrl: z.string().min(1) });

/** Problema (RFC 7807 problem details), leniently: whatever of it the PSP sent. */
export const problemSchema = z
  .object({
    type: z.string().optional().catch(undefined),
    title: z.string().optional().catch(undefined),
    detail: z.string().optional().catch(undefined),
  })
  .catch({});

/** The OAuth2 token endpoint's answer (RFC 6749 §5.1). */
export const tokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive(),
});

/** The provider's boleto API (not the standard; scripts/psp-simulator defines it): a boleto híbrido. */
export const boletoSchema = z
  .object({
    txid: z.string().min(1),
    status: z.enum(['EMITIDO', 'PAGO', 'BAIXADO']),
    valor: amountSchema,
    dataDeVencimento: daySchema,
    linhaDigitavel: z.string().refine(isValidLinhaDigitavel),
    codigoBarras: z.string().regex(/^\d{44}$/),
    pixCopiaECola: z.string().min(1),
    pagamento: z.object({ valorPago: amountSchema, dataPagamento: instantSchema }).optional(),
  })
  // Every FEBRABAN check digit right, and the barcode the linha's own: a boleto a bank would refuse is never shown.
  .refine((b) => isValidLinhaDigitavel(b.linhaDigitavel) && barcodeFromLinhaDigitavel(b.linhaDigitavel) === b.codigoBarras, {
    path: ['codigoBarras'],
  });

/** Every field optional, at every depth: what the schemas require of a field, the standard may not. */
type DeepPartial<T> = T extends (infer U)[] ? DeepPartial<U>[] : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

/**
 * What a schema reads fits the generated type: each of its top-level fields is one of the type's, and what it
 * accepts there, at every depth, is of the type the standard sends (checked when present: PSPs leave some
 * required fields out).
 */
type Fits<S extends z.ZodType, G> = keyof z.input<S> extends keyof G
  ? z.input<S> extends DeepPartial<Pick<G, keyof z.input<S>>>
    ? true
    : false
  : false;
type Holds<T extends true> = T;

/** Compile-time only: each schema checked against the standard's generated types. */
export type PixApiConformance = [
  Holds<Fits<typeof cobSchema, Schemas['CobCompleta']>>,
  Holds<Fits<typeof cobvSchema, Schemas['CobVCompleta']>>,
  Holds<Fits<typeof pixSchema, Schemas['Pix']>>,
  Holds<Fits<typeof devolucaoSchema, Schemas['Devolucao']>>,
  Holds<Fits<typeof pixPageSchema, Schemas['PixConsultados']>>,
  Holds<Fits<typeof webhookSchema, Schemas['WebhookCompleto']>>,
  Holds<Fits<typeof problemSchema, Schemas['Problema']>>,
];
