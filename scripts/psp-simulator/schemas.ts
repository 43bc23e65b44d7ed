/**
 * The request bodies the simulator accepts, per the API Pix standard 2.9.0 (CobSolicitada, CobVSolicitada,
 * DevolucaoSolicitada, WebhookSolicitado) and the provider's boleto API, and the standard's problem answers
 * (RFC 7807 with `violacoes`).
 */
import { z } from '../../app/schemas/zod';

export const TXID = /^[a-zA-Z0-9]{26,35}$/;
export const E2E_ID = /^[a-zA-Z0-9]{32}$/;
export const REFUND_ID = /^[a-zA-Z0-9]{1,35}$/;
const VALOR = /^\d{1,10}\.\d{2}$/;

const valor = z
  .string()
  .regex(VALOR, 'não respeita o _schema_')
  .refine((v) => Number(v) > 0, 'Valor da cobrança não pode ser 0.00');

const cpf = z.string().regex(/^\d{11}$/);
const cnpj = z.string().regex(/^[0-9A-Z]{14}$/);
/** PessoaFisica or PessoaJuridica: a name and exactly one of CPF and CNPJ (other DadosDevedor fields are accepted and not kept). */
const debtor = z
  .object({ cpf: cpf.optional(), cnpj: cnpj.optional(), nome: z.string().min(1).max(200) })
  .refine((d) => (d.cpf === undefined) !== (d.cnpj === undefined), 'informe cpf ou cnpj, não ambos')
  .transform(({ cpf: c, cnpj: j, nome }) => (c ? { cpf: c, nome } : { cnpj: j!, nome }));

const base = {
  chave: z.string().min(1).max(77),
  solicitacaoPagador: z.string().max(140).optional(),
  infoAdicionais: z
    .array(z.object({ nome: z.string().max(50), valor: z.string().max(200) }))
    .max(50)
    .optional(),
};

export const cobBody = z.object({
  calendario: z.object({ expiracao: z.number().int().positive().optional() }),
  devedor: debtor.optional(),
  valor: z.object({ original: valor, modalidadeAlteracao: z.union([z.literal(0), z.literal(1)]).optional() }),
  ...base,
});

export const cobvBody = z.object({
  calendario: z.object({
    dataDeVencimento: z.iso.date(),
    validadeAposVencimento: z.number().int().min(0).optional(),
  }),
  devedor: debtor,
  valor: z.object({ original: valor }),
  ...base,
});

export const chargePatchBody = z.strictObject({ status: z.literal('REMOVIDA_PELO_USUARIO_RECEBEDOR') });

export const refundBody = z.object({
  valor: valor,
  natureza: z.literal('ORIGINAL').optional(),
  descricao: z.string().max(140).optional(),
});

export const webhookBody = z.object({ webhookUrl: z.url() });

export const boletoBody = z.object({
  valor: valor,
  dataDeVencimento: z.iso.date(),
  pagador: debtor,
  mensagem: z.string().max(200).default(''),
});

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  violacoes?: { razao: string; propriedade: string; valor?: string }[];
}

export function problemResponse(problem: Problem): Response {
  return new Response(JSON.stringify(problem), { status: problem.status, headers: { 'content-type': 'application/problem+json' } });
}

const ERROR = 'https://pix.bcb.gov.br/api/v2/error/';

export function problem(name: string, title: string, status: number, detail?: string, violacoes?: Problem['violacoes']): Response {
  return problemResponse({ type: `${ERROR}${name}`, title, status, ...(detail ? { detail } : {}), ...(violacoes ? { violacoes } : {}) });
}

/** The standard's 400 for a body that breaks the schema: one violação per zod issue, named `<entity>.<path>`. */
export function invalidBody(name: string, title: string, entity: string, detail: string, error: z.ZodError): Response {
  const violacoes = error.issues.map((issue) => {
    const property = [entity, ...issue.path.map(String)].join('.');
    return { razao: `O campo ${property} não respeita o _schema_ (${issue.message}).`, propriedade: property };
  });
  return problem(name, title, 400, detail, violacoes);
}

export const notFound = () => problem('NaoEncontrado', 'Não Encontrado', 404, 'Entidade não encontrada.');

export const unauthorized = () =>
  new Response(JSON.stringify({ error: 'invalid_token', error_description: 'Token de acesso ausente, inválido ou expirado.' }), {
    status: 401,
    headers: { 'content-type': 'application/json', 'www-authenticate': 'Bearer' },
  });

export const unavailable = () =>
  problem(
    'ServicoIndisponivel',
    'Serviço Indisponível',
    503,
    'Serviço não está disponível no momento. Serviço solicitado pode estar em manutenção ou fora da janela de funcionamento.',
  );

/** A JSON body, or undefined when there is none or it is not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
