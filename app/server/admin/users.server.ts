/** Administration of accounts: list, detail with statistics, approval and role changes, deletion. */
import { and, count, desc, eq, isNull, sql, sum } from 'drizzle-orm';
import { centsToReais } from '~/domain/money';
import { escapeLike } from '~/domain/search-text';
import { officeText } from '~/i18n/pt-BR-admin-office';
import { pagination, type Page, type Pagination } from '~/schemas/paging';
import { anonymiseAccount, findErasureBlocker } from '~/server/accounts/erasure.server';
import { toUserDto, type UserDto } from '~/server/accounts/users.server';
import type { MemberReadContext } from '~/server/bidding/member-lots.server';
import type { Db } from '~/server/db/client.server';
import { bids, lots, payments, users, type UserRow } from '~/server/db/schema';
import { audit } from '~/server/platform/audit.server';
import { enqueueMail } from '~/server/platform/mail.server';
import { isLastAdmin, isLastAdminRefusal } from './last-admin.server';

export type UserAction = 'approve' | 'reject' | 'promote' | 'demote';

const CHANGES: Record<UserAction, Partial<Pick<UserRow, 'isApproved' | 'isAdmin'>>> = {
  approve: { isApproved: true },
  reject: { isApproved: false },
  promote: { isAdmin: true },
  demote: { isAdmin: false },
};

export interface UserFilter {
  id?: number;
  /** a part of the name or the e-mail, any case */
  name?: string;
  email?: string;
  admin?: boolean;
  approved?: boolean;
}

/** A page of the accounts (newest first) that match every filter given. */
export async function searchUsers(db: Db, filter: UserFilter, page: Page): Promise<{ users: UserDto[]; pagination: Pagination }> {
  const contains = (column: typeof users.name | typeof users.email, text: string) =>
    sql`lower(${column}) like ${`%${escapeLike(text.trim().toLowerCase())}%`} escape '\\'`;
  const where = and(
    isNull(users.deletedAt),
    filter.id === undefined ? undefined : eq(users.id, filter.id),
    filter.name ? contains(users.name, filter.name) : undefined,
    filter.email ? contains(users.email, filter.email) : undefined,
    filter.admin === undefined ? undefined : eq(users.isAdmin, filter.admin),
    filter.approved === undefined ? undefined : eq(users.isApproved, filter.approved),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { users: rows.map(toUserDto), pagination: pagination(page, counted?.n ?? 0) };
}

async function activeUser(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function userDetail(db: Db, id: number) {
  const user = await activeUser(db, id);
  if (!user) return null;
  const [[bidStats], [wins], [spent], recent] = await Promise.all([
    db.select({ n: count() }).from(bids).where(eq(bids.userId, id)),
    db
      .select({ n: count() })
      .from(lots)
      .where(and(eq(lots.winnerUserId, id), eq(lots.status, 'closed'))),
    db
      .select({ cents: sum(payments.totalCents) })
      .from(payments)
      .where(and(eq(payments.userId, id), eq(payments.status, 'approved'))),
    db
      .select({ title: lots.title, amountCents: bids.amountCents, createdAt: bids.createdAt })
      .from(bids)
      .innerJoin(lots, eq(lots.id, bids.lotId))
      .where(eq(bids.userId, id))
      .orderBy(desc(bids.createdAt), desc(bids.id))
      .limit(5),
  ]);
  return {
    ...toUserDto(user),
    zip_code: user.cep,
    stats: {
      total_bids: bidStats?.n ?? 0,
      auctions_won: wins?.n ?? 0,
      total_spent: centsToReais(Number(spent?.cents ?? 0)),
    },
    recent_bids: recent.map((b) => ({ auction_title: b.title, amount: centsToReais(b.amountCents), created_at: b.createdAt })),
  };
}

export type AdminResult<T> =
  { ok: true; value: T } | { ok: false; status: 404 | 409; reason: 'not_found' | 'self' | 'obligations' | 'last_admin' };

const LAST_ADMIN = { ok: false, status: 409, reason: 'last_admin' } as const;

const FLAG: Record<UserAction, 'isApproved' | 'isAdmin'> = {
  approve: 'isApproved',
  reject: 'isApproved',
  promote: 'isAdmin',
  demote: 'isAdmin',
};
const FLAG_NAME = { isApproved: 'is_approved', isAdmin: 'is_admin' } as const;

/** The e-mail an account's holder gets when an administrator approves or rejects it. */
const ACCOUNT_MAIL: Partial<Record<UserAction, { kind: string; subject: string; text: (name: string) => string }>> = {
  approve: { kind: 'account_approved', subject: officeText.mail.approvedSubject, text: officeText.mail.approvedText },
  reject: { kind: 'account_rejected', subject: officeText.mail.rejectedSubject, text: officeText.mail.rejectedText },
};

function accountMail(action: UserAction, user: UserRow) {
  const mail = ACCOUNT_MAIL[action];
  return mail ? { to: user.email, kind: mail.kind, subject: mail.subject, text: mail.text(user.name) } : null;
}

/**
 * Approve, reject, promote or demote; effective at once, because every request reads the users row.
 * Only a real change is written, audited (before and after) and, for approval and rejection, told to the
 * account's holder by e-mail: the update is conditional, so a repeated click sends nothing twice.
 */
export async function changeUser(db: Db, actorId: number, id: number, action: UserAction, ip: string): Promise<AdminResult<UserDto>> {
  if (action === 'demote' && (await isLastAdmin(db, id))) return LAST_ADMIN;
  if (id === actorId && (action === 'demote' || action === 'reject')) return { ok: false, status: 409, reason: 'self' };
  const flag = FLAG[action];
  const value = CHANGES[action][flag]!;
  let row: UserRow | undefined;
  try {
    [row] = await db
      .update(users)
      .set({ ...CHANGES[action], updatedAt: new Date().toISOString() })
      .where(and(eq(users.id, id), isNull(users.deletedAt), eq(users[flag], !value)))
      .returning();
  } catch (error) {
    if (isLastAdminRefusal(error)) return LAST_ADMIN;
    throw error;
  }
  if (!row) {
    const unchanged = await activeUser(db, id);
    return unchanged ? { ok: true, value: toUserDto(unchanged) } : { ok: false, status: 404, reason: 'not_found' };
  }
  await audit(db, {
    actorUserId: actorId,
    action: `user.${action}`,
    targetType: 'user',
    targetId: id,
    details: { before: { [FLAG_NAME[flag]]: !value }, after: { [FLAG_NAME[flag]]: value } },
    ip,
  });
  const mail = accountMail(action, row);
  if (mail) await enqueueMail(db, mail);
  return { ok: true, value: toUserDto(row) };
}

/**
 * Deletes an account the way its holder would (one erasure service): its personal data goes, its sessions
 * end, its bids and payments stay as 'Usuário removido'. Refused, like the holder's own request, while it
 * has a lot to pay or collect or leads a running auction.
 */
export async function deleteUser(rc: MemberReadContext, actorId: number, id: number, ip: string): Promise<AdminResult<null>> {
  const { db } = rc;
  if (await isLastAdmin(db, id)) return LAST_ADMIN;
  if (id === actorId) return { ok: false, status: 409, reason: 'self' };
  const user = await activeUser(db, id);
  if (!user) return { ok: false, status: 404, reason: 'not_found' };
  if (await findErasureBlocker(rc, id)) return { ok: false, status: 409, reason: 'obligations' };
  const erased = await anonymiseAccount(db, user, { actorUserId: actorId, ip }).catch((error: unknown) => {
    if (isLastAdminRefusal(error)) return 'last_admin' as const;
    throw error;
  });
  if (erased === 'last_admin') return LAST_ADMIN;
  if (!erased) return { ok: false, status: 404, reason: 'not_found' };
  return { ok: true, value: null };
}
