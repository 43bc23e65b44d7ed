/**
 * The simulator's page at `/`: plain server-rendered HTML (pt-BR) with a table per kind and a form per action,
 * each posting to a control endpoint and coming back here (post/redirect/get). Every button's accessible
 * name says which charge, boleto or Pix it acts on.
 */
import { formatLinhaDigitavel } from '../../app/domain/boleto';
import { chargeExpiresAt } from './context';
import type { SimState } from './state';
import { toCents } from './state';

export const PAGE_TITLE = 'Simulador de PSP (Pix e boleto) — somente desenvolvimento';

const esc = (text: unknown) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const brl = (valor: string) => money.format(toCents(valor) / 100);

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** dd/mm/aaaa HH:mm in São Paulo */
const when = (date: Date | string) => dateTime.format(new Date(date)).replace(',', '');
/** YYYY-MM-DD → dd/mm/aaaa */
const day = (iso: string) => iso.split('-').reverse().join('/');

/** The webhook's secret is not shown on the page. */
const redact = (url: string) => url.replace(/([?&]secret=)[^&]*/, '$1•••');

function action(path: string, label: string, target: string, fields: Record<string, string | number> = {}, secondary = false): string {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`)
    .join('');
  return `<form method="post" action="/_sim/${path}">${hidden}<button type="submit"${secondary ? ' class="secundario"' : ''}>${esc(label)}<span class="vh"> ${esc(target)}</span></button></form>`;
}

function table(caption: string, headers: string[], rows: string[], empty: string): string {
  if (!rows.length) return `<p>${esc(empty)}</p>`;
  return `<div class="rolagem" role="region" aria-label="${esc(caption)}" tabindex="0"><table><caption class="vh">${esc(caption)}</caption><thead><tr>${headers
    .map((h) => `<th scope="col">${esc(h)}</th>`)
    .join('')}</tr></thead><tbody>${rows.join('')}</tbody></table></div>`;
}

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;padding:1rem;max-width:72rem;color:#1a1a1a;background:#fff}
h1{font-size:1.4rem}h2{font-size:1.15rem;margin-top:2rem}
.aviso{background:#fff4ce;border:1px solid #8a6d00;padding:.5rem .75rem}
.ok,.erro{overflow-wrap:anywhere}.ok{background:#e6f4ea;border:1px solid #1e7b34;padding:.5rem .75rem}.erro{background:#fde7e9;border:1px solid #a4262c;padding:.5rem .75rem}
.rolagem{overflow-x:auto;position:relative}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #ccc;vertical-align:top}
td.acoes{display:flex;flex-wrap:wrap;gap:.35rem}form{display:inline}
button{font:inherit;padding:.3rem .7rem;border:1px solid #0b5394;background:#0b5394;color:#fff;border-radius:4px;cursor:pointer}
button.secundario{background:#fff;color:#0b5394}
code{font-size:.85rem;word-break:break-all}label{display:block;margin:.5rem 0 .25rem}input[type=number]{font:inherit;padding:.3rem;max-width:12rem}
.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

export function renderPage(state: SimState, url: URL, now: Date): string {
  const ok = url.searchParams.get('ok');
  const erro = url.searchParams.get('erro');
  const charges = state.charges.map((c) => {
    const expires = c.kind === 'cob' ? when(chargeExpiresAt(c)) : day(c.calendario.dataDeVencimento ?? '');
    const debtor = c.devedor ? `${c.devedor.nome} (${c.devedor.cpf ?? c.devedor.cnpj})` : '—';
    const cents = toCents(c.valor.original);
    const open = c.status === 'ATIVA' && now < chargeExpiresAt(c);
    const target = `a cobrança ${c.txid}`;
    const actions = open
      ? action('pay', 'Pagar', target, { txid: c.txid }) +
        action('pay', 'Pagar valor errado', target, { txid: c.txid, amountCents: Math.max(1, cents - 100) }, true) +
        action('pay', 'Pagar duas vezes', target, { txid: c.txid, times: 2 }, true)
      : '';
    const status = c.status === 'ATIVA' && !open ? 'ATIVA (expirada)' : c.status;
    return `<tr><th scope="row"><code>${esc(c.txid)}</code></th><td>${c.kind}</td><td>${esc(brl(c.valor.original))}</td><td>${esc(status)}</td><td>${esc(expires)}</td><td>${esc(debtor)}</td><td class="acoes">${actions}</td></tr>`;
  });
  const boletos = state.boletos.map((b) => {
    const paid = b.pagamento ? `${brl(b.pagamento.valorPago)} em ${when(b.pagamento.dataPagamento)}` : '—';
    const actions = b.status === 'EMITIDO' ? action('pay-boleto', 'Pagar boleto', `do txid ${b.txid}`, { txid: b.txid }) : '';
    return `<tr><th scope="row"><code>${esc(b.txid)}</code></th><td>${esc(brl(b.valor))}</td><td>${esc(day(b.dataDeVencimento))}</td><td><code>${esc(formatLinhaDigitavel(b.linhaDigitavel))}</code></td><td>${esc(b.status)}</td><td>${esc(paid)}</td><td class="acoes">${actions}</td></tr>`;
  });
  const received = state.pix.map((p) => {
    const refunded = p.devolucoes.filter((r) => r.status !== 'NAO_REALIZADO').reduce((s, r) => s + toCents(r.valor), 0);
    const refunds = p.devolucoes.map((r) => `${r.id}: ${brl(r.valor)} ${r.status}${r.motivo ? ` (${r.motivo})` : ''}`).join('; ') || '—';
    const actions =
      refunded < toCents(p.valor) ? action('refund', 'Devolver', `o Pix ${p.endToEndId}`, { endToEndId: p.endToEndId }, true) : '';
    return `<tr><th scope="row"><code>${esc(p.endToEndId)}</code></th><td><code>${esc(p.txid ?? 'sem cobrança')}</code></td><td>${esc(brl(p.valor))}</td><td>${esc(when(p.horario))}</td><td>${esc(refunds)}</td><td class="acoes">${actions}</td></tr>`;
  });
  const processing = state.pix.flatMap((p) =>
    p.devolucoes
      .filter((r) => r.status === 'EM_PROCESSAMENTO')
      .map((r) => {
        const target = `a devolução ${r.id}`;
        const fields = { endToEndId: p.endToEndId, id: r.id };
        return `<tr><th scope="row"><code>${esc(r.id)}</code></th><td><code>${esc(p.endToEndId)}</code></td><td>${esc(brl(r.valor))}</td><td>${esc(when(r.horario.solicitacao))}</td><td class="acoes">${action('settle-refund', 'Confirmar devolução', target, { ...fields, outcome: 'DEVOLVIDO' })}${action('settle-refund', 'Recusar devolução', target, { ...fields, outcome: 'NAO_REALIZADO', reason: 'Conta do pagador encerrada' }, true)}</td></tr>`;
      }),
  );
  const hooks = [
    ...Object.entries(state.webhooks).map(
      ([chave, h]) =>
        `<tr><th scope="row">Pix (chave ${esc(chave)})</th><td><code>${esc(redact(h.webhookUrl))}</code></td><td>${esc(when(h.criacao))}</td></tr>`,
    ),
    ...(state.boletoWebhook
      ? [
          `<tr><th scope="row">Boleto</th><td><code>${esc(redact(state.boletoWebhook.webhookUrl))}</code></td><td>${esc(when(state.boletoWebhook.criacao))}</td></tr>`,
        ]
      : []),
  ];
  const deliveries = state.deliveries
    .slice(-20)
    .reverse()
    .map((d) => {
      const attempts = d.attempts.map((a) => `${when(a.at)}: ${a.status ?? a.error ?? 'sem resposta'}`).join('<br>') || '—';
      return `<tr><th scope="row">${d.id}</th><td>${d.kind}${d.replay ? ' (reenvio)' : ''}</td><td><code>${esc(d.txid)}</code></td><td><code>${esc(redact(d.url))}</code></td><td>${attempts}</td><td>${esc(d.outcome)}</td><td class="acoes">${action('redeliver', 'Reenviar', `o webhook ${d.id} de ${d.txid}`, { txid: d.txid }, true)}</td></tr>`;
    });
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(PAGE_TITLE)}</title><link rel="icon" href="data:,"><style>${STYLE}</style></head>
<body><main>
<h1>${esc(PAGE_TITLE)}</h1>
<p class="aviso">Um PSP de mentira para o Arremate local: cobranças Pix (API Pix do Banco Central), boletos, devoluções e webhooks. Nenhum dinheiro de verdade passa por aqui.</p>
${ok ? `<p class="ok" role="status">${esc(ok)}</p>` : ''}${erro ? `<p class="erro" role="alert">${esc(erro)}</p>` : ''}
<h2>Cobranças</h2>
${table('Cobranças', ['txid', 'Tipo', 'Valor', 'Status', 'Vencimento/expiração', 'Devedor', 'Ações'], charges, 'Nenhuma cobrança criada.')}
<h2>Boletos</h2>
${table('Boletos', ['txid', 'Valor', 'Vencimento', 'Linha digitável', 'Status', 'Pagamento', 'Ações'], boletos, 'Nenhum boleto emitido.')}
<h2>Pix recebidos</h2>
${table('Pix recebidos', ['endToEndId', 'txid', 'Valor', 'Horário', 'Devoluções', 'Ações'], received, 'Nenhum Pix recebido.')}
<h2>Devoluções em processamento</h2>
${table('Devoluções em processamento', ['Devolução', 'Pix', 'Valor', 'Solicitada em', 'Ações'], processing, 'Nenhuma devolução em processamento.')}
<h2>Pix sem cobrança</h2>
<form method="post" action="/_sim/pix-without-charge"><label for="valor-sem-cobranca">Valor em centavos</label><input id="valor-sem-cobranca" name="amountCents" type="number" min="1" step="1" required value="10000"> <button type="submit">Receber Pix sem cobrança</button></form>
<h2>Webhooks registrados</h2>
${table('Webhooks registrados', ['Tipo', 'URL', 'Registrado em'], hooks, 'Nenhum webhook registrado.')}
<h2>Últimos webhooks enviados</h2>
${table('Últimos webhooks enviados', ['Nº', 'Tipo', 'txid', 'URL', 'Tentativas (HTTP)', 'Resultado', 'Ações'], deliveries, 'Nenhum webhook enviado.')}
<h2>Zerar</h2>
<form method="post" action="/_sim/reset"><button type="submit" class="secundario">Zerar simulador</button></form>
</main></body></html>`;
}
