import { Form } from '@remix-run/react';
import { useState } from 'react';
import { TitledPanel } from '~/components/titled-panel';
import { useAdminAction } from '~/hooks/use-admin-action';
import { formatDate, formatDateTime } from '~/i18n/format';
import { adminPanelText } from '~/i18n/pt-BR-admin';
import { UserDetailModal } from '~/routes/admin/components/user-detail-modal';
import * as s from '~/routes/admin/route.css';
import type { UserListFilter } from '~/schemas/admin-lists';
import type { Pagination } from '~/schemas/paging';
import type { UserDto } from '~/server/accounts/users.server';
import { Button, buttonClass } from '~/ui/button';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { DataTable } from '~/ui/data-table';
import * as table from '~/ui/data-table.css';
import { Pager } from '~/ui/pager';
import { Select } from '~/ui/select';
import { StatusPill } from '~/ui/status-pill';
import { TextField } from '~/ui/text-field';

const text = adminPanelText.users;
const cols = text.columns;
type Action = 'approve' | 'reject' | 'promote' | 'demote';

const flagOptions = [
  { id: '', label: adminPanelText.all },
  { id: 'sim', label: adminPanelText.yes },
  { id: 'nao', label: adminPanelText.no },
];
const flagValue = (flag: boolean | undefined) => (flag === undefined ? '' : flag ? 'sim' : 'nao');

/**
 * 'Usuários': filters (ID, Nome, Email, Admin, Aprovado), the accounts page by page, the detail on a name,
 * and Aprovar / Rejeitar / Promover / Rebaixar / Excluir, each disabled where it would change nothing. The
 * 'Lances' column shows an account suspended for non-payment, and 'Liberar lances' lifts it (confirmed).
 */
export function UsersTab({
  users,
  pagination,
  filter,
  selfId,
  href,
}: {
  users: UserDto[];
  pagination: Pagination;
  filter: UserListFilter;
  selfId: number;
  href: (page: number) => string;
}) {
  const { run, busy } = useAdminAction();
  const [detail, setDetail] = useState<number | null>(null);
  const [removing, setRemoving] = useState<UserDto | null>(null);
  const [lifting, setLifting] = useState<UserDto | null>(null);
  const [admin, setAdmin] = useState(flagValue(filter.admin));
  const [approved, setApproved] = useState(flagValue(filter.approved));
  const act = (user: UserDto, action: Action) =>
    run(`/api/admin/users/${user.id}/${action}`, { method: 'POST', fallbackError: text.failed[action] });

  return (
    <TitledPanel titleId="users-title" title={text.title}>
      <Form method="get" className={s.filters} preventScrollReset>
        <input type="hidden" name="aba" value="usuarios" />
        <TextField label={text.filters.id} name="id" defaultValue={filter.id ? String(filter.id) : ''} inputMode="numeric" />
        <TextField label={text.filters.name} name="name" defaultValue={filter.name ?? ''} />
        <TextField label={text.filters.email} name="email" defaultValue={filter.email ?? ''} />
        <Select label={text.filters.admin} name="admin" value={admin} onChange={setAdmin} options={flagOptions} />
        <Select label={text.filters.approved} name="approved" value={approved} onChange={setApproved} options={flagOptions} />
        <Button type="submit">{adminPanelText.filter}</Button>
        <a href="/admin?aba=usuarios" className={buttonClass('ghost')}>
          {adminPanelText.clearFilters}
        </a>
      </Form>
      <DataTable
        label={text.title}
        empty={text.empty}
        rows={users}
        rowKey={(u) => u.id}
        rowTestId={(u) => `user-${u.id}`}
        columns={[
          { key: 'id', header: cols.id, cell: (u) => u.id },
          {
            key: 'name',
            header: cols.name,
            cell: (u) => (
              <button type="button" className={s.linkButton} onClick={() => setDetail(u.id)}>
                {u.name}
              </button>
            ),
          },
          { key: 'email', header: cols.email, cell: (u) => u.email },
          {
            key: 'admin',
            header: cols.admin,
            cell: (u) => <StatusPill tone={u.is_admin ? 'blue' : 'grey'} label={u.is_admin ? adminPanelText.yes : adminPanelText.no} />,
          },
          {
            key: 'approved',
            header: cols.approved,
            cell: (u) => (
              <StatusPill tone={u.is_approved ? 'green' : 'yellow'} label={u.is_approved ? adminPanelText.yes : adminPanelText.no} />
            ),
          },
          {
            key: 'bidding',
            header: cols.bidding,
            cell: (u) =>
              u.bidding_suspended_at ? (
                <>
                  <StatusPill tone="red" label={text.suspended} />
                  <span className={table.small}>{text.suspendedSince(formatDateTime(u.bidding_suspended_at))}</span>
                </>
              ) : (
                <StatusPill tone="green" label={text.biddingAllowed} />
              ),
          },
          { key: 'created', header: cols.created, cell: (u) => formatDate(u.created_at) },
          {
            key: 'actions',
            header: adminPanelText.actions,
            cell: (u) => (
              <div className={table.actions}>
                <Button size="sm" isDisabled={busy || u.is_approved} onPress={() => void act(u, 'approve')}>
                  {text.approve}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  isDisabled={busy || !u.is_approved || u.id === selfId}
                  onPress={() => void act(u, 'reject')}
                >
                  {text.reject}
                </Button>
                <Button size="sm" variant="secondary" isDisabled={busy || u.is_admin} onPress={() => void act(u, 'promote')}>
                  {text.promote}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  isDisabled={busy || !u.is_admin || u.id === selfId}
                  onPress={() => void act(u, 'demote')}
                >
                  {text.demote}
                </Button>
                {u.bidding_suspended_at && (
                  <Button size="sm" variant="secondary" isDisabled={busy} onPress={() => setLifting(u)}>
                    {text.liftSuspension}
                  </Button>
                )}
                <Button size="sm" variant="ghost" isDisabled={busy || u.id === selfId} onPress={() => setRemoving(u)}>
                  {text.remove}
                </Button>
              </div>
            ),
          },
        ]}
      />
      <Pager pagination={pagination} href={href} text={adminPanelText.pagination} />
      {detail !== null && <UserDetailModal userId={detail} onClose={() => setDetail(null)} />}
      <ConfirmDialog
        title={text.remove}
        isOpen={removing !== null}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          void run(`/api/admin/users/${removing.id}`, { method: 'DELETE', fallbackError: text.failed.remove }).then(
            (ok) => ok && setRemoving(null),
          )
        }
        confirmLabel={text.remove}
        cancelLabel={adminPanelText.cancel}
        busy={busy}
      >
        <p className={s.muted}>{removing && text.removeConfirm(removing.name)}</p>
      </ConfirmDialog>
      <ConfirmDialog
        title={text.liftSuspension}
        isOpen={lifting !== null}
        onCancel={() => setLifting(null)}
        onConfirm={() =>
          lifting &&
          void run(`/api/admin/users/${lifting.id}/lift-suspension`, {
            method: 'POST',
            fallbackError: text.failed.liftSuspension,
            success: text.suspensionLifted,
          }).then((ok) => ok && setLifting(null))
        }
        confirmLabel={text.liftSuspension}
        cancelLabel={adminPanelText.cancel}
        busy={busy}
      >
        <p className={s.muted}>{lifting && text.liftConfirm(lifting.name)}</p>
      </ConfirmDialog>
    </TitledPanel>
  );
}
