/**
 * 'Preços realizados' (members only: a visitor is sent home with the page remembered, as on /dashboard): search
 * the models sold in the last 90 days, then a model's chart and table of its lots. Prices, never bidders.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { PageShell } from '~/components/page-shell';
import { formatDate, formatReais } from '~/i18n/format';
import { siteText } from '~/i18n/pt-BR';
import { gradeText } from '~/i18n/pt-BR-grades';
import { pricesText } from '~/i18n/pt-BR-prices';
import { realizedPricesQuery } from '~/schemas/realized-prices-query';
import { requireViewer } from '~/server/auth/page-guards.server';
import { modelSales, searchRealizedModels, type ModelSales, type RealizedSale } from '~/server/lots/realized-prices.server';
import { buttonClass } from '~/ui/button';
import { DataTable } from '~/ui/data-table';
import { TextField } from '~/ui/text-field';
import { RealizedPriceChart } from './realized-price-chart';
import * as s from './route.css';

const text = pricesText.page;

export const meta: MetaFunction = () => [{ title: siteText.meta.pageTitle(text.title) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireViewer(context, request);
  const params = new URL(request.url).searchParams;
  const parsed = realizedPricesQuery.safeParse({
    busca: params.get(pricesText.searchParam) ?? undefined,
    modelo: params.get(pricesText.modelParam) ?? undefined,
  });
  if (!parsed.success) {
    return { error: parsed.error.issues[0]?.message ?? text.unknownModel, search: '', models: null, model: null, modelKey: null };
  }
  const { busca, modelo } = parsed.data;
  if (modelo) return { error: null, search: busca, models: null, model: await modelSales(context.db, modelo), modelKey: modelo };
  return { error: null, search: busca, models: await searchRealizedModels(context.db, busca), model: null, modelKey: null };
}

function grades(sale: RealizedSale) {
  const parts = [
    sale.functional_grade ? gradeText.functionalShort[sale.functional_grade] : null,
    sale.cosmetic_grade ? gradeText.cosmeticShort[sale.cosmetic_grade] : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : text.noGrades;
}

function ModelView({ model }: { model: ModelSales }) {
  return (
    <section className={s.section} aria-labelledby="realized-model-title" data-testid="realized-model">
      <h2 className={s.sectionTitle} id="realized-model-title">
        {model.label}
      </h2>
      <p className={s.note} data-testid="realized-summary">
        {pricesText.wholeAmounts(text.summary(model.min_price, model.max_price, model.median_price, model.sales.length))}
      </p>
      <RealizedPriceChart model={model} />
      <DataTable
        label={text.tableCaption(model.label)}
        caption={text.tableCaption(model.label)}
        rows={[...model.sales].reverse()}
        rowKey={(sale) => sale.id}
        rowTestId={() => 'realized-sale'}
        stackOnPhone
        columns={[
          { key: 'date', header: text.columns.date, cell: (sale: RealizedSale) => formatDate(sale.closed_at) },
          {
            key: 'lot',
            header: text.columns.lot,
            rowHeader: true,
            cell: (sale: RealizedSale) => (
              <Link className={s.lotTitle} to={`/lotes/${sale.id}`}>
                {sale.title}
              </Link>
            ),
          },
          { key: 'price', header: text.columns.price, numeric: true, cell: (sale: RealizedSale) => formatReais(sale.final_price) },
          { key: 'grades', header: text.columns.grades, ownLineOnPhone: true, cell: grades },
        ]}
      />
    </section>
  );
}

export default function RealizedPricesPage() {
  const { error, search, models, model, modelKey } = useLoaderData<typeof loader>();
  return (
    <PageShell title={text.title}>
      <p className={s.note}>{text.intro}</p>
      <Form method="get" role="search" className={s.search}>
        <div className={s.searchField}>
          <TextField
            label={text.searchLabel}
            name={pricesText.searchParam}
            type="search"
            defaultValue={search}
            placeholder={text.searchPlaceholder}
            maxLength={80}
            autoComplete="off"
          />
        </div>
        <button type="submit" className={buttonClass('primary')}>
          {text.searchButton}
        </button>
      </Form>
      {error && (
        <p className={s.error} role="alert">
          {error}
        </p>
      )}
      {modelKey !== null && (
        <>
          <p>
            <Link to={pricesText.path}>{text.backToSearch}</Link>
          </p>
          {model ? <ModelView model={model} /> : <p className={s.note}>{text.noSales}</p>}
        </>
      )}
      {models && (
        <section className={s.section} aria-labelledby="realized-models-title">
          <h2 className={s.sectionTitle} id="realized-models-title">
            {search ? text.resultsHeading : text.resultsHeadingRecent}
          </h2>
          {models.length === 0 ? (
            <p className={s.note}>{text.noModels}</p>
          ) : (
            <ul className={s.models} data-testid="realized-models">
              {models.map((m) => (
                <li key={m.key} className={s.model}>
                  <Link className={s.modelLink} to={`${pricesText.path}?${pricesText.modelParam}=${encodeURIComponent(m.key)}`}>
                    {m.label}
                  </Link>
                  <span className={s.note}>
                    {pricesText.wholeAmounts(pricesText.range(m.min_price, m.max_price))} · {pricesText.lots(m.count)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </PageShell>
  );
}
