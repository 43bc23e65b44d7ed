/** Accounts: registration, lookup and the user as the API shows it (snake_case field names, `accountType` as the register form sends it). */
import { eq, or } from 'drizzle-orm';
import { normalizeCnpj, onlyDigits } from '~/domain/documents';
import { normalizeEmail, type RegisterInput } from '~/schemas/auth';
import { hashPassword } from '~/server/auth/password.server';
import type { Db } from '~/server/db/client.server';
import { uniqueViolationOf } from '~/server/db/constraint-error.server';
import { notificationSettings, users, type UserRow } from '~/server/db/schema';

export interface UserDto {
  id: number;
  name: string;
  email: string;
  is_admin: boolean;
  is_approved: boolean;
  accountType: 'PF' | 'PJ';
  cpf: string | null;
  cnpj: string | null;
  phone: string | null;
  birth_date: string | null;
  cep: string | null;
  address: string | null;
  number: string | null;
  complement: string | null;
  neighborhood: string | null;
  city: string | null;
  state: string | null;
  created_at: string;
  two_factor_enabled: boolean;
  /** when bidding was suspended for non-payment; null when the account may bid */
  bidding_suspended_at: string | null;
}

export function toUserDto(row: UserRow): UserDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    is_admin: row.isAdmin,
    is_approved: row.isApproved,
    accountType: row.accountType,
    cpf: row.cpf,
    cnpj: row.cnpj,
    phone: row.phone,
    birth_date: row.birthDate,
    cep: row.cep,
    address: row.address,
    number: row.number,
    complement: row.complement,
    neighborhood: row.neighborhood,
    city: row.city,
    state: row.state,
    created_at: row.createdAt,
    two_factor_enabled: row.twoFactorEnabled,
    bidding_suspended_at: row.biddingSuspendedAt,
  };
}

export type RegisterResult = { ok: true; user: UserRow } | { ok: false; reason: 'email_taken' | 'document_taken' };

/** Creates an unapproved account (input already validated by `validateRegister`). */
export async function registerUser(db: Db, input: RegisterInput): Promise<RegisterResult> {
  const email = normalizeEmail(input.email);
  const pj = input.accountType === 'PJ';
  const cpf = pj ? null : onlyDigits(input.cpf);
  const cnpj = pj ? normalizeCnpj(input.cnpj) : null;
  const clash = await db
    .select({ email: users.email })
    .from(users)
    .where(or(eq(users.email, email), cpf ? eq(users.cpf, cpf) : eq(users.cnpj, cnpj!)))
    .limit(2);
  if (clash.some((u) => u.email === email)) return { ok: false, reason: 'email_taken' };
  if (clash.length > 0) return { ok: false, reason: 'document_taken' };
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({ email, name: input.name.trim(), passwordHash, accountType: pj ? 'PJ' : 'PF', cpf, cnpj })
      .returning();
    await db.insert(notificationSettings).values({ userId: user!.id }).onConflictDoNothing();
    return { ok: true, user: user! };
  } catch (error) {
    // A concurrent registration with the same e-mail or document won the unique index.
    const columns = uniqueViolationOf(error);
    if (!columns) throw error;
    return { ok: false, reason: columns.includes('users.email') ? 'email_taken' : 'document_taken' };
  }
}
