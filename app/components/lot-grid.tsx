import { useCallback, useEffect, useRef, useState } from 'react';
import { siteText } from '~/i18n/pt-BR';
import type { Lot, LotPage } from '~/schemas/lot';
import { LOT_PAGE_SIZE } from '~/schemas/lot-list-query';
import { useToast } from '~/ui/toasts/toast-provider';
import { LotCard, LotCardSkeleton } from './lot-card';
import * as s from './lot-grid.css';

/**
 * The lot grid: the server-rendered first page, then 9 more at a time from GET /api/auctions as the
 * visitor scrolls (200 px before the end). `queryString` is the list's filters without the page; `emptySaid`:
 * the page's result line already says that nothing was found.
 */
export function LotGrid({
  first,
  queryString,
  loading,
  emptySaid = false,
}: {
  first: LotPage;
  queryString: string;
  loading: boolean;
  emptySaid?: boolean;
}) {
  const toast = useToast();
  const [lots, setLots] = useState<Lot[]>(first.data);
  const [page, setPage] = useState(first.pagination.page);
  const [pages, setPages] = useState(first.pagination.pages);
  const [fetching, setFetching] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const inFlight = useRef(false);

  useEffect(() => {
    setLots(first.data);
    setPage(first.pagination.page);
    setPages(first.pagination.pages);
  }, [first]);

  const loadMore = useCallback(async () => {
    if (inFlight.current || page >= pages) return;
    inFlight.current = true;
    setFetching(true);
    try {
      const params = new URLSearchParams(queryString);
      params.set('page', String(page + 1));
      const response = await fetch(`/api/auctions?${params}`, { headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(response.statusText);
      const next = await response.json<LotPage>();
      setLots((current) => {
        const seen = new Set(current.map((lot) => lot.id));
        return [...current, ...next.data.filter((lot) => !seen.has(lot.id))];
      });
      setPage(next.pagination.page);
      setPages(next.pagination.pages);
    } catch {
      toast.show('error', siteText.list.loadError);
    } finally {
      inFlight.current = false;
      setFetching(false);
    }
  }, [page, pages, queryString, toast]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || page >= pages) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void loadMore();
      },
      {
        rootMargin: '0px 0px 200px 0px',
      },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [loadMore, page, pages]);

  if (loading) {
    return (
      <div className={s.grid} aria-busy="true">
        {Array.from({ length: LOT_PAGE_SIZE }, (_, i) => (
          <LotCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (lots.length === 0) {
    return emptySaid ? null : <p className={s.empty}>{siteText.list.empty}</p>;
  }
  return (
    <>
      <div className={s.grid} data-testid="lot-grid">
        {lots.map((lot, i) => (
          <LotCard key={lot.id} lot={lot} eager={i < 3} />
        ))}
      </div>
      <div ref={sentinel} className={s.sentinel} aria-hidden="true" />
      {fetching && (
        <p className={s.loadingMore} role="status">
          {siteText.list.loadingMore}
        </p>
      )}
    </>
  );
}
