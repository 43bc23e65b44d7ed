import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { CatalogueView } from '~/components/catalogue-view';
import { siteText } from '~/i18n/pt-BR';
import { loadCataloguePage } from '~/server/lots/catalogue-page.server';
import { container } from '~/styles/utility.css';
import * as s from './route.css';

export const meta: MetaFunction = () => [
  { title: siteText.meta.lotsTitle },
  { name: 'description', content: siteText.meta.homeDescription },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadCataloguePage(context.db, new URL(request.url), context.viewer, { withBanners: false });
}

export default function Lots() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className={container}>
      <h1 className={s.title}>{siteText.list.title}</h1>
      <CatalogueView data={data} advanced />
    </div>
  );
}
