import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { BannerCarousel } from '~/components/banner-carousel';
import { CatalogueView } from '~/components/catalogue-view';
import { siteText } from '~/i18n/pt-BR';
import { loadCataloguePage } from '~/server/lots/catalogue-page.server';
import { container, visuallyHidden } from '~/styles/utility.css';

export const meta: MetaFunction = () => [
  { title: siteText.meta.homeTitle },
  { name: 'description', content: siteText.meta.homeDescription },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadCataloguePage(context.db, new URL(request.url), context.viewer, { withBanners: true });
}

export default function Home() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className={container}>
      <h1 className={visuallyHidden}>{siteText.meta.homeTitle}</h1>
      <BannerCarousel banners={data.banners} />
      <CatalogueView data={data} advanced={false} />
    </div>
  );
}
