import { useEffect, useState } from 'react';
import { apiRequest } from '~/client/api-request';
import { formatDate, formatDateTime, formatReais } from '~/i18n/format';
import { adminPanelText } from '~/i18n/pt-BR-admin';
import * as s from '~/routes/admin/route.css';
import type { UserDto } from '~/server/accounts/users.server';
import { FormMessage } from '~/ui/form-message';
import { Modal } from '~/ui/modal';

const text = adminPanelText.users;
const d = text.detail;

interface UserDetail extends UserDto {
  zip_code: string | null;
  stats: { total_bids: number; auctions_won: number; total_spent: number };
  recent_bids: { auction_title: string; amount: number; created_at: string }[];
}

/** 'Detalhes do Usuário': the account, its statistics and its 5 latest bids. */
export function UserDetailModal({ userId, onClose }: { userId: number; onClose: () => void }) {
  const [user, setUser] = useState<UserDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void apiRequest<UserDetail>(`/api/admin/users/${userId}`, { fallbackError: text.detailFailed }).then((result) => {
      if (!current) return;
      if (result.ok) setUser(result.data);
      else setError(result.error);
    });
    return () => {
      current = false;
    };
  }, [userId]);
  const yesNo = (value: boolean) => (value ? adminPanelText.yes : adminPanelText.no);
  const rows: [string, string | null][] = user
    ? [
        [d.id, String(user.id)],
        [d.name, user.name],
        [d.email, user.email],
        [d.phone, user.phone],
        [user.accountType === 'PJ' ? d.cnpj : d.cpf, user.accountType === 'PJ' ? user.cnpj : user.cpf],
        [d.birthDate, user.birth_date ? formatDate(user.birth_date) : null],
        [d.address, [user.address, user.number, user.complement, user.neighborhood].filter(Boolean).join(', ') || null],
        [d.city, user.city],
        [d.state, user.state],
        [d.zip, user.zip_code],
        [d.admin, yesNo(user.is_admin)],
        [d.approved, yesNo(user.is_approved)],
        [d.created, formatDateTime(user.created_at)],
      ]
    : [];
  return (
    <Modal title={text.detailTitle} isOpen onClose={onClose} closeLabel={adminPanelText.close} size="lg">
      <FormMessage message={error} />
      {user && (
        <>
          <dl className={s.facts}>
            {rows.map(([label, value]) => (
              <div key={label} className={s.contents}>
                <dt className={s.term}>{label}</dt>
                <dd className={s.value}>{value ?? '—'}</dd>
              </div>
            ))}
          </dl>
          <h3 className={s.sectionTitle}>{d.stats}</h3>
          <dl className={s.facts}>
            <dt className={s.term}>{d.totalBids}</dt>
            <dd className={s.value}>{user.stats.total_bids}</dd>
            <dt className={s.term}>{d.won}</dt>
            <dd className={s.value}>{user.stats.auctions_won}</dd>
            <dt className={s.term}>{d.spent}</dt>
            <dd className={s.value}>{formatReais(user.stats.total_spent)}</dd>
          </dl>
          <h3 className={s.sectionTitle}>{d.recentBids}</h3>
          {user.recent_bids.length === 0 ? (
            <p className={s.empty}>{d.noBids}</p>
          ) : (
            <ul className={s.muted}>
              {user.recent_bids.map((b) => (
                <li key={`${b.created_at}-${b.amount}`}>
                  {b.auction_title} — {formatReais(b.amount)} · {formatDateTime(b.created_at)}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Modal>
  );
}
