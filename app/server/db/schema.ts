/**
 * The whole D1 data model. Conventions (docs/decisions/0002, 0003):
 * - integer ids (autoincrement), except where the id is a token hash or a credential id;
 * - money in integer cents (`*_cents`);
 * - times as UTC ISO 8601 strings (`new Date().toISOString()`), which sort lexicographically;
 * - booleans as 0/1 integers.
 */
import { sql } from 'drizzle-orm';
import { blob, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
// Relative, not '~/': drizzle-kit reads this file without the app's path aliases.
import { STORAGE_CLASSES } from '~/domain/equipment/catalogue-columns';
import { STORAGE_FILTERS } from '~/domain/equipment/catalogue-filters';
import { COSMETIC_GRADES, FUNCTIONAL_GRADES } from '~/domain/equipment/grades';
import { EQUIPMENT_FILE_KINDS, WIPE_METHODS, type HardwareSummary, type WipeRecord } from '~/domain/equipment/summary';
import { LOT_CONDITIONS } from '~/domain/lot-condition';
import { LOT_STATUSES } from '~/domain/lot-status';
import { ALERT_MODES } from '~/domain/search-alerts';
import { LOT_OUTCOMES } from '~/domain/soft-close';
import { notificationTypes } from '~/schemas/notification-types';

const id = () => integer('id').primaryKey({ autoIncrement: true });
const createdAt = () =>
  text('created_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);
const bool = (name: string) => integer(name, { mode: 'boolean' });
/** The account a row belongs to, and the lot it is about (both required). */
const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id);
const lotRef = () =>
  integer('lot_id')
    .notNull()
    .references(() => lots.id);

// ───────────────────────────── people and access ─────────────────────────────

export const users = sqliteTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(), // stored lower-cased
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(), // PHC string: $scrypt$ln=14,r=8,p=5$salt$hash
    accountType: text('account_type', { enum: ['PF', 'PJ'] }).notNull(),
    cpf: text('cpf'), // 11 digits
    cnpj: text('cnpj'), // 14 characters (alphanumeric CNPJ allowed)
    phone: text('phone'),
    birthDate: text('birth_date'), // yyyy-mm-dd
    cep: text('cep'),
    address: text('address'),
    number: text('number'),
    complement: text('complement'),
    neighborhood: text('neighborhood'),
    city: text('city'),
    state: text('state'), // UF, 2 letters
    isAdmin: bool('is_admin').notNull().default(false),
    isApproved: bool('is_approved').notNull().default(false),
    twoFactorEnabled: bool('two_factor_enabled').notNull().default(false),
    /** set when unpaid lots suspend the account's bidding; cleared by an administrator (audited) */
    biddingSuspendedAt: text('bidding_suspended_at'),
    profilePromptShownAt: text('profile_prompt_shown_at'),
    createdAt: createdAt(),
    updatedAt: text('updated_at'),
    deletedAt: text('deleted_at'), // soft delete: bids and payments keep their author
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_cpf_uq').on(t.cpf),
    uniqueIndex('users_cnpj_uq').on(t.cnpj),
    index('users_created_idx').on(t.createdAt),
  ],
);

/** Server-side sessions for the cookie and for bearer access tokens; the id is the SHA-256 of the token. */
/** How a session was opened: the password alone, or with a second factor. */
export const SESSION_FACTORS = ['password', 'totp', 'backup_code', 'passkey'] as const;
export type SessionFactor = (typeof SESSION_FACTORS)[number];

export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    kind: text('kind', { enum: ['cookie', 'bearer'] }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: text('last_seen_at').notNull(),
    idleExpiresAt: text('idle_expires_at').notNull(),
    absoluteExpiresAt: text('absolute_expires_at').notNull(),
    revokedAt: text('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** When the holder last proved who they are (sign-in or password confirmation): re-authentication reads it. */
    authenticatedAt: text('authenticated_at'),
    /** A bearer session's refresh-token family: ending the family ends the session too. */
    refreshFamilyId: text('refresh_family_id'),
    /**
     * How the session was opened, or last raised: the password alone, or a second factor (a TOTP code, a
     * backup code, a passkey). An administrator's session opened with the password alone is a member's.
     */
    factor: text('factor', { enum: SESSION_FACTORS }).notNull().default('password'),
    /** When the holder last presented a second factor (sign-in or step-up); null for a password-only session. */
    factorAt: text('factor_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_refresh_family_idx').on(t.refreshFamilyId)],
);

/** Rotating refresh tokens; a reused token revokes its whole family. */
export const refreshTokens = sqliteTable(
  'refresh_tokens',
  {
    id: id(),
    userId: userRef(),
    tokenHash: text('token_hash').notNull(),
    familyId: text('family_id').notNull(),
    createdAt: createdAt(),
    /** The family's sign-in time, carried through rotation to the bearer sessions it issues. */
    authenticatedAt: text('authenticated_at'),
    /** The family's sign-in factor and its time, carried through rotation to the bearer sessions it issues. */
    factor: text('factor', { enum: SESSION_FACTORS }).notNull().default('password'),
    factorAt: text('factor_at'),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    revokedAt: text('revoked_at'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/**
 * A browser that signed in to the account: its HttpOnly cookie holds the token (only the hash is kept here).
 * Its sign-in attempts have a budget of their own, so a stranger who spends the account's cannot lock the
 * owner out (decision 0036).
 */
export const signInDevices = sqliteTable(
  'sign_in_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userRef(),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_devices_user_idx').on(t.userId)],
);

export const passwordResetTokens = sqliteTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: userRef(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_uq').on(t.tokenHash)],
);

export const totpSecrets = sqliteTable('totp_secrets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  secret: text('secret').notNull(), // base32
  enabledAt: text('enabled_at'), // null while set-up is not confirmed
  lastUsedStep: integer('last_used_step'), // each code is usable once
  createdAt: createdAt(),
});

export const backupCodes = sqliteTable(
  'backup_codes',
  {
    id: id(),
    userId: userRef(),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: text('used_at'),
  },
  (t) => [index('backup_codes_user_idx').on(t.userId)],
);

export const passkeys = sqliteTable(
  'passkeys',
  {
    id: text('id').primaryKey(), // credential id, base64url
    userId: userRef(),
    publicKey: blob('public_key', { mode: 'buffer' }).notNull(),
    counter: integer('counter').notNull().default(0),
    transports: text('transports'), // JSON array
    deviceType: text('device_type'),
    backedUp: bool('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: text('last_used_at'),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/** Short-lived WebAuthn challenges (registration and sign-in). */
export const authChallenges = sqliteTable('auth_challenges', {
  id: text('id').primaryKey(),
  userId: integer('user_id').references(() => users.id),
  purpose: text('purpose', { enum: ['passkey_register', 'passkey_login', 'two_factor_login'] }).notNull(),
  challenge: text('challenge').notNull(),
  expiresAt: text('expires_at').notNull(),
});

/** Fixed-window counters for login, 2FA and reset attempts, per account and per IP. */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: text('window_start').notNull(),
  count: integer('count').notNull(),
});

// ───────────────────────────── catalogue and bids ─────────────────────────────

/**
 * The catalogue's categories, a managed list (decision 0034). Lots, schedules and templates hold the name;
 * a rename rewrites it on them in the same batch. Retired categories stay, for what was filed under them.
 */
export const categories = sqliteTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    /** `categoryKey(name)` (app/domain/categories.ts): names differing only in case are one category */
    nameKey: text('name_key').notNull(),
    /** the order of the catalogue's chips and of every list of categories */
    position: integer('position').notNull(),
    /** set when an administrator retires it: no longer offered, no longer a filter */
    retiredAt: text('retired_at'),
    createdAt: createdAt(),
    updatedAt: text('updated_at'),
  },
  (t) => [uniqueIndex('categories_name_key_uq').on(t.nameKey)],
);

export const lots = sqliteTable(
  'lots',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** lower-cased, accent-free title + description, for case- and accent-insensitive search */
    searchText: text('search_text').notNull(),
    category: text('category').notNull(),
    condition: text('condition', { enum: LOT_CONDITIONS }),
    status: text('status', { enum: LOT_STATUSES }).notNull().default('pending'),
    startPriceCents: integer('start_price_cents').notNull(),
    /** start price until the first bid, then the top bid (mirror of LotRoom) */
    currentPriceCents: integer('current_price_cents').notNull(),
    topBidUserId: integer('top_bid_user_id').references(() => users.id),
    bidCount: integer('bid_count').notNull().default(0),
    /** sequence number of the last LotRoom event applied to this row; keeps the mirror monotonic */
    mirrorSeq: integer('mirror_seq').notNull().default(0),
    startsAt: text('starts_at'),
    endsAt: text('ends_at'),
    closedAt: text('closed_at'),
    winnerUserId: integer('winner_user_id').references(() => users.id),
    finalPriceCents: integer('final_price_cents'),
    /** below it the lot closes unsold (`outcome` reserve_not_met); members see only whether it is met */
    reservePriceCents: integer('reserve_price_cents'),
    /** prorrogação: a decision in the last N minutes moves the end to N minutes after it (0: off) */
    extensionMinutes: integer('extension_minutes').notNull().default(3),
    /** true once a late decision has moved the end (mirror of LotRoom) */
    extended: bool('extended').notNull().default(false),
    /** the end before the first extension moved it (null until then; mirror of LotRoom) */
    originalEndsAt: text('original_ends_at'),
    /** how the lot ended, once closed (mirror of LotRoom) */
    outcome: text('outcome', { enum: LOT_OUTCOMES }),
    /** technical specs (key/value), from the schedule or template at publication */
    specs: text('specs', { mode: 'json' }).$type<Record<string, string>>(),
    scheduleId: integer('schedule_id'),
    /** the house's own tag for the machine; the bulk import's key */
    assetTag: text('asset_tag'),
    functionalGrade: text('functional_grade', { enum: FUNCTIONAL_GRADES }),
    cosmeticGrade: text('cosmetic_grade', { enum: COSMETIC_GRADES }),
    // The catalogue's equipment filters, from the hardware report and wipe certificate (equipmentColumns()).
    memoryGb: integer('memory_gb'),
    storageGb: integer('storage_gb'),
    storageClass: text('storage_class', { enum: STORAGE_CLASSES }),
    batteryHealth: integer('battery_health'),
    /** the weakest NIST 800-88 method over the drives; null unless every drive has a wipe record */
    wipeMethod: text('wipe_method', { enum: WIPE_METHODS }),
    /** the hardware report's date; null without one */
    verifiedAt: text('verified_at'),
    /** 'Preços realizados': the machine's normalised model (realizedModel()); null without a report that names one */
    modelKey: text('model_key'),
    /** the model's name as the pages show it ('Lenovo ThinkPad T490 · Core i5-8365U · 16 GB · SSD NVMe') */
    modelLabel: text('model_label'),
    /** REALIZED_MODEL_VERSION the key was made with; null: not keyed yet (a lot whose report predates the key) */
    modelVersion: integer('model_version'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: text('updated_at'),
  },
  (t) => [
    index('lots_status_ends_idx').on(t.status, t.endsAt),
    index('lots_category_status_idx').on(t.category, t.status),
    index('lots_created_idx').on(t.createdAt),
    index('lots_price_idx').on(t.currentPriceCents),
    index('lots_winner_idx').on(t.winnerUserId),
    /** one lot per scheduled auction: publishing twice finds the lot already made */
    uniqueIndex('lots_schedule_uq').on(t.scheduleId),
    index('lots_starts_idx').on(t.startsAt),
    index('lots_ends_idx').on(t.endsAt),
    index('lots_top_bid_user_idx').on(t.topBidUserId),
    uniqueIndex('lots_asset_tag_uq').on(t.assetTag),
    index('lots_memory_idx').on(t.memoryGb),
    index('lots_storage_idx').on(t.storageGb),
    index('lots_storage_class_idx').on(t.storageClass),
    index('lots_battery_idx').on(t.batteryHealth),
    index('lots_functional_grade_idx').on(t.functionalGrade),
    index('lots_cosmetic_grade_idx').on(t.cosmeticGrade),
    index('lots_wipe_method_idx').on(t.wipeMethod),
    /** a model's sold lots of the last 90 days, in one range seek */
    index('lots_model_sold_idx').on(t.modelKey, t.outcome, t.closedAt),
    /** the models sold in the last 90 days (/precos's search) */
    index('lots_outcome_closed_idx').on(t.outcome, t.closedAt),
    /** the lots whose report is not keyed yet (or with an older normalisation) */
    index('lots_model_version_idx').on(t.modelVersion, t.verifiedAt),
  ],
);

/** A lot's hardware report: the normalised summary (the raw files are `lot_equipment_files`, in R2). */
export const lotHardwareReports = sqliteTable('lot_hardware_reports', {
  lotId: integer('lot_id')
    .primaryKey()
    .references(() => lots.id, { onDelete: 'cascade' }),
  summary: text('summary', { mode: 'json' }).notNull().$type<HardwareSummary>(),
  reportedAt: text('reported_at').notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
  createdAt: createdAt(),
  updatedAt: text('updated_at').notNull(),
});

/** A lot's data-wipe certificate: the manifest's records and the code /certificados/{code} confirms. */
export const lotWipeCertificates = sqliteTable('lot_wipe_certificates', {
  lotId: integer('lot_id')
    .primaryKey()
    .references(() => lots.id, { onDelete: 'cascade' }),
  /** a fresh code each time a manifest is attached; the old one then confirms nothing */
  code: text('code').notNull().unique(),
  records: text('records', { mode: 'json' }).notNull().$type<WipeRecord[]>(),
  issuedAt: text('issued_at').notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
});

/** The raw files behind a lot's report and certificate, as attached (R2 key `equipment/{lot}/{sha256}`). */
export const lotEquipmentFiles = sqliteTable(
  'lot_equipment_files',
  {
    id: id(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: EQUIPMENT_FILE_KINDS }).notNull(),
    name: text('name').notNull(),
    r2Key: text('r2_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('lot_equipment_files_lot_name_uq').on(t.lotId, t.name)],
);

export const lotImages = sqliteTable(
  'lot_images',
  {
    id: id(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(), // 0 is the cover
    url: text('url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('lot_images_lot_position_uq').on(t.lotId, t.position)],
);

/** Mirror of every LotRoom's append-only bid log. Never updated or deleted (see the triggers migration). */
export const bids = sqliteTable(
  'bids',
  {
    id: id(),
    lotId: lotRef(),
    userId: userRef(),
    seq: integer('seq').notNull(), // per-lot sequence number assigned by LotRoom
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** placed by the member's secret maximum (lance automático) */
    isAuto: bool('is_auto').notNull().default(false),
    createdAt: text('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('bids_lot_seq_uq').on(t.lotId, t.seq),
    index('bids_user_created_idx').on(t.userId, t.createdAt),
    index('bids_created_idx').on(t.createdAt),
  ],
);

/** Mirror of every LotRoom's secret maxima (lance automático): one per member and lot, raised and never lowered. */
export const maxima = sqliteTable(
  'auto_bids',
  {
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    userId: userRef(),
    maxAmountCents: integer('max_amount_cents').notNull(),
    /** orders equal maxima: the earlier leads (ms, made strictly increasing by the room) */
    reachedAt: integer('reached_at').notNull(),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lotId, t.userId] }), index('auto_bids_user_idx').on(t.userId)],
);

export const favorites = sqliteTable(
  'favorites',
  {
    userId: userRef(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lotId] }), index('favorites_lot_idx').on(t.lotId)],
);

export const banners = sqliteTable(
  'banners',
  {
    id: id(),
    title: text('title'),
    subtitle: text('subtitle'),
    text: text('text'),
    imageUrl: text('image_url').notNull(),
    linkUrl: text('link_url'),
    ctaLabel: text('cta_label'),
    isActive: bool('is_active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: text('updated_at'),
  },
  (t) => [index('banners_active_order_idx').on(t.isActive, t.displayOrder)],
);

// ───────────────────────────── after the hammer ─────────────────────────────

export const paymentMethods = ['pix', 'boleto', 'transfer', 'card'] as const;
export const paymentStatuses = ['pending', 'approved', 'rejected'] as const;

export const payments = sqliteTable(
  'payments',
  {
    id: id(),
    lotId: lotRef(),
    userId: userRef(),
    amountCents: integer('amount_cents').notNull(), // winning bid
    feeCents: integer('fee_cents').notNull(), // 10 %, rounded to cents
    totalCents: integer('total_cents').notNull(),
    method: text('method', { enum: paymentMethods }),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    /** the payment deadline (set at close; overdue payments are flagged to administrators) */
    dueAt: text('due_at'),
    approvedAt: text('approved_at'),
    rejectedAt: text('rejected_at'),
    /** the administrator who last approved or rejected it (null when the PSP confirmed it, or the deadline lapsed it) */
    decidedBy: integer('decided_by').references(() => users.id),
    /** who confirmed the money: an administrator by hand, or the PSP (its Pix's end-to-end id, or a paid boleto) */
    confirmedBy: text('confirmed_by', { enum: ['admin', 'psp'] }),
    /** the end-to-end id of the Pix that paid it (or `boleto:{txid}`) */
    paidReference: text('paid_reference'),
    /** the approved arrependimento that undid it: not a lost payment (the Terms' penalty ignores it) */
    withdrawnAt: text('withdrawn_at'),
    createdAt: createdAt(),
    updatedAt: text('updated_at'),
  },
  (t) => [
    // One payment per winner of a lot: a second-chance winner gets a payment of their own.
    uniqueIndex('payments_lot_user_uq').on(t.lotId, t.userId),
    index('payments_user_idx').on(t.userId),
    index('payments_status_created_idx').on(t.status, t.createdAt),
  ],
);

export const withdrawalRequests = sqliteTable(
  'withdrawal_requests',
  {
    id: id(),
    lotId: lotRef(),
    userId: userRef(),
    requestedAt: createdAt(),
    paymentApprovedAt: text('payment_approved_at'),
    approvedBy: integer('approved_by').references(() => users.id),
  },
  (t) => [uniqueIndex('withdrawal_requests_lot_user_uq').on(t.lotId, t.userId)],
);

export const pickupStatuses = ['scheduled', 'ready', 'completed', 'cancelled'] as const;

export const pickupAppointments = sqliteTable(
  'pickup_appointments',
  {
    id: id(),
    lotId: lotRef(),
    userId: userRef(),
    pickupAt: text('pickup_at').notNull(), // UTC instant
    pickupDate: text('pickup_date').notNull(), // yyyy-mm-dd, America/Sao_Paulo
    pickupTime: text('pickup_time').notNull(), // HH:MM, America/Sao_Paulo
    status: text('status', { enum: pickupStatuses }).notNull().default('scheduled'),
    notes: text('notes'),
    /** the 6-digit code the winner (or their authorised person) shows at the counter */
    releaseCode: text('release_code'),
    /** someone the winner sends in their place: name and CPF (digits) */
    authorizedName: text('authorized_name'),
    authorizedCpf: text('authorized_cpf'),
    createdAt: createdAt(),
    readyAt: text('ready_at'),
    completedAt: text('completed_at'),
    cancelledAt: text('cancelled_at'),
    cancelReason: text('cancel_reason'),
    updatedAt: text('updated_at'),
    /** wrong release codes tried at the counter; the RELEASE_CODE_TRIES-th locks the appointment */
    failedCodeAttempts: integer('failed_code_attempts').notNull().default(0),
    /** set when the wrong tries ran out: no code completes it until an administrator unlocks it */
    lockedAt: text('locked_at'),
  },
  (t) => [
    // One live appointment per lot: completed is final; a cancelled one (the payment reversed, the lot gone to
    // another member) leaves room for the lot's paid winner to book again.
    uniqueIndex('pickup_appointments_lot_uq')
      .on(t.lotId)
      .where(sql`${t.status} <> 'cancelled'`),
    index('pickup_appointments_user_idx').on(t.userId),
    index('pickup_appointments_status_at_idx').on(t.status, t.pickupAt),
  ],
);

/**
 * Second chance: after the winner's payment is rejected or overdue, the lot is offered to the next-highest
 * bidder at their own last bid. Accepting makes them the winner (with a payment of their own).
 */
// ───────────────────────────── the PSP: charges, money received, refunds ─────────────────────────────

/** A charge at the PSP: a Pix cob (Pix) or a cobv with its boleto (boleto), one of each per payment at most. */
export const paymentCharges = sqliteTable(
  'payment_charges',
  {
    id: id(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    method: text('method', { enum: ['pix', 'boleto'] }).notNull(),
    kind: text('kind', { enum: ['cob', 'cobv'] }).notNull(),
    /** derived from the payment's id (domain/psp-ids.ts): a retried create finds the same charge */
    txid: text('txid').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** our mirror of the PSP's state: active (ATIVA), paid (CONCLUIDA or boleto PAGO), expired (deadline passed unpaid), removed */
    status: text('status', { enum: ['active', 'paid', 'expired', 'removed'] })
      .notNull()
      .default('active'),
    pixCopiaECola: text('pix_copia_e_cola').notNull(),
    expiresAt: text('expires_at').notNull(),
    boletoLinhaDigitavel: text('boleto_linha_digitavel'),
    boletoBarcode: text('boleto_barcode'),
    /** YYYY-MM-DD */
    boletoDueDate: text('boleto_due_date'),
    createdAt: createdAt(),
    updatedAt: text('updated_at'),
  },
  (t) => [
    uniqueIndex('payment_charges_txid_uq').on(t.txid),
    uniqueIndex('payment_charges_payment_method_uq').on(t.paymentId, t.method),
    index('payment_charges_status_idx').on(t.status, t.expiresAt),
  ],
);

export const receiptOutcomes = ['approved', 'unmatched', 'divergent', 'late', 'duplicate'] as const;

/**
 * Money the PSP received: a Pix (by its end-to-end id) or a boleto paid by its barcode (`boleto:{txid}`), once
 * each whatever the number of webhooks. `outcome`: what it did — approved its payment, or went to the
 * reconciliation queue (no charge, a divergent amount, after the deadline or the second chance, paid twice).
 */
export const paymentReceipts = sqliteTable(
  'payment_receipts',
  {
    id: id(),
    kind: text('kind', { enum: ['pix', 'boleto'] }).notNull(),
    reference: text('reference').notNull(),
    txid: text('txid'),
    chargeId: integer('charge_id').references(() => paymentCharges.id),
    paymentId: integer('payment_id').references(() => payments.id),
    amountCents: integer('amount_cents').notNull(),
    /** when the payer paid (the PSP's horario) */
    paidAt: text('paid_at').notNull(),
    outcome: text('outcome', { enum: receiptOutcomes }).notNull(),
    /** how it reached us: the PSP's webhook, or the cron's read of GET /pix */
    source: text('source', { enum: ['webhook', 'reconciliation'] }).notNull(),
    /** an administrator's resolution of a queued receipt */
    resolution: text('resolution', { enum: ['approved', 'refunded', 'kept'] }),
    resolutionNote: text('resolution_note'),
    resolvedBy: integer('resolved_by').references(() => users.id),
    resolvedAt: text('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_receipts_reference_uq').on(t.reference),
    index('payment_receipts_payment_idx').on(t.paymentId),
    index('payment_receipts_queue_idx').on(t.outcome, t.resolvedAt),
    index('payment_receipts_paid_idx').on(t.paidAt),
  ],
);

export const refundReasons = ['withdrawal', 'reversal', 'late', 'duplicate', 'divergent', 'unmatched'] as const;

/**
 * A refund of a received Pix through the PSP's devolução: one per receipt (never sent twice), its id derived
 * from this row's (domain/psp-ids.ts). `queued`: written, not yet accepted by the PSP (the cron sends it).
 */
export const refunds = sqliteTable(
  'refunds',
  {
    id: id(),
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => paymentReceipts.id),
    paymentId: integer('payment_id').references(() => payments.id),
    endToEndId: text('end_to_end_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason', { enum: refundReasons }).notNull(),
    status: text('status', { enum: ['queued', 'processing', 'refunded', 'failed'] })
      .notNull()
      .default('queued'),
    /** the PSP's reason when it could not refund */
    pspReason: text('psp_reason'),
    rtrId: text('rtr_id'),
    /** the administrator who asked for it (null: the house's rules did) */
    requestedBy: integer('requested_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: text('updated_at'),
    settledAt: text('settled_at'),
  },
  (t) => [
    uniqueIndex('refunds_receipt_uq').on(t.receiptId),
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_status_idx').on(t.status),
  ],
);

/** A winner's arrependimento (desistência da compra) after paying, decided by an administrator. */
export const purchaseWithdrawals = sqliteTable(
  'purchase_withdrawals',
  {
    id: id(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    lotId: lotRef(),
    userId: userRef(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['requested', 'approved', 'declined'] })
      .notNull()
      .default('requested'),
    requestedAt: createdAt(),
    decidedAt: text('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id),
    declineReason: text('decline_reason'),
  },
  (t) => [uniqueIndex('purchase_withdrawals_payment_uq').on(t.paymentId), index('purchase_withdrawals_status_idx').on(t.status)],
);

export const secondChanceOffers = sqliteTable(
  'second_chance_offers',
  {
    id: id(),
    lotId: lotRef(),
    userId: userRef(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['offered', 'accepted', 'declined', 'expired'] })
      .notNull()
      .default('offered'),
    offeredBy: integer('offered_by').references(() => users.id),
    createdAt: createdAt(),
    expiresAt: text('expires_at').notNull(),
    decidedAt: text('decided_at'),
  },
  (t) => [uniqueIndex('second_chance_lot_user_uq').on(t.lotId, t.userId), index('second_chance_user_idx').on(t.userId, t.status)],
);

// ───────────────────────────── notifications ─────────────────────────────

export const notificationSettings = sqliteTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  emailNotifications: bool('email_notifications').notNull().default(true),
  pushNotifications: bool('push_notifications').notNull().default(true),
  bidOutbid: bool('bid_outbid').notNull().default(true),
  auctionEnding: bool('auction_ending').notNull().default(true),
  auctionWon: bool('auction_won').notNull().default(true),
  auctionLost: bool('auction_lost').notNull().default(true),
  paymentApproved: bool('payment_approved').notNull().default(true),
  itemReady: bool('item_ready').notNull().default(true),
  quietHoursStart: text('quiet_hours_start').notNull().default('22:00'),
  quietHoursEnd: text('quiet_hours_end').notNull().default('08:00'),
  updatedAt: text('updated_at'),
  /** 'Alertas de busca' (search alerts, decision record 0045) */
  searchAlert: bool('search_alert').notNull().default(true),
});

export const notifications = sqliteTable(
  'notifications',
  {
    id: id(),
    userId: userRef(),
    type: text('type', { enum: notificationTypes }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    lotId: integer('auction_id').references(() => lots.id),
    /** what the notice is about ("outbid:12:7"): delivery is at-least-once, storage exactly-once */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    readAt: text('read_at'),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('notifications_user_dedupe_uq').on(t.userId, t.dedupeKey),
    // The bell's unread count, taken with every notice: a walk of the unread ids alone, however many were read.
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
  ],
);

/**
 * A browser that receives the member's notices by Web Push (one row per device): its push service endpoint
 * (unique: an endpoint belongs to one member) and keys, the session that subscribed it (ending that session
 * removes it), and a label from its User-Agent ('Chrome em Android'). Decision record 0044.
 */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: id(),
    userId: userRef(),
    endpoint: text('endpoint').notNull(),
    /** the browser's P-256 public key (65 bytes, uncompressed) and auth secret (16 bytes), base64url */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** the session (id) that subscribed this browser: its sign-out removes the subscription */
    sessionId: text('session_id'),
    deviceLabel: text('device_label').notNull(),
    createdAt: createdAt(),
    updatedAt: text('updated_at'),
    lastSuccessAt: text('last_success_at'),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);

// ───────────────────────────── scheduling ─────────────────────────────

export const auctionTemplates = sqliteTable(
  'auction_templates',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    templateTitle: text('template_title'),
    templateDescription: text('template_description'),
    templateCategory: text('template_category').notNull(),
    templateCondition: text('template_condition', { enum: LOT_CONDITIONS }).notNull(),
    templateSpecs: text('template_specs', { mode: 'json' }).$type<Record<string, string>>(),
    defaultStartPriceCents: integer('default_start_price_cents').notNull().default(0),
    defaultDurationHours: integer('default_duration_hours').notNull().default(24),
    isActive: bool('is_active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: text('updated_at'),
  },
  (t) => [index('auction_templates_created_idx').on(t.createdAt)],
);

export const auctionSchedules = sqliteTable(
  'auction_schedules',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    condition: text('condition', { enum: LOT_CONDITIONS }).notNull(),
    specs: text('specs', { mode: 'json' }).$type<Record<string, string>>(),
    images: text('images', { mode: 'json' }).$type<string[]>(),
    startPriceCents: integer('start_price_cents').notNull(),
    reservePriceCents: integer('reserve_price_cents'),
    scheduledStart: text('scheduled_start').notNull(),
    scheduledEnd: text('scheduled_end').notNull(),
    status: text('status', { enum: ['scheduled', 'published', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    isRecurring: bool('is_recurring').notNull().default(false),
    recurrenceType: text('recurrence_type', { enum: ['weekly', 'monthly'] }),
    recurrenceInterval: integer('recurrence_interval').notNull().default(1),
    recurrenceEndDate: text('recurrence_end_date'),
    templateId: integer('template_id').references(() => auctionTemplates.id),
    notifyBeforeStart: bool('notify_before_start').notNull().default(true),
    notificationMinutes: integer('notification_minutes').notNull().default(60),
    notifiedAt: text('notified_at'),
    publishedLotId: integer('published_lot_id').references(() => lots.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: text('updated_at'),
  },
  (t) => [index('auction_schedules_status_start_idx').on(t.status, t.scheduledStart)],
);

// ───────────────────────────── plumbing ─────────────────────────────

export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: id(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    kind: text('kind').notNull(), // password_reset, notification, account_approved, ...
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: text('next_attempt_at'),
    createdAt: createdAt(),
    sentAt: text('sent_at'),
  },
  (t) => [
    index('mail_outbox_status_next_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_to_idx').on(t.toEmail, t.createdAt),
    index('mail_outbox_sent_idx').on(t.status, t.sentAt),
  ],
);

/** Append-only: UPDATE and DELETE are refused by triggers, except erasure's clearing of `ip` (migration 0012). */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: id(),
    actorUserId: integer('actor_user_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    details: text('details', { mode: 'json' }).$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_actor_idx').on(t.actorUserId),
  ],
);

// ───────────────────────────── search alerts (decision record 0045) ─────────────────────────────

/** A member's saved search ('Alertas de busca'): the catalogue's text, category and equipment filters. */
export const searchAlerts = sqliteTable(
  'search_alerts',
  {
    id: id(),
    userId: userRef(),
    name: text('name').notNull(),
    /** the text as the catalogue's search normalises it (normalizeSearchText), or null */
    q: text('q'),
    category: text('category'),
    minMemoryGb: integer('min_memory_gb'),
    minStorageGb: integer('min_storage_gb'),
    storage: text('storage', { enum: STORAGE_FILTERS }),
    minBattery: integer('min_battery'),
    functionalGrade: text('functional_grade', { enum: FUNCTIONAL_GRADES }),
    /** this grade or better */
    cosmeticGrade: text('cosmetic_grade', { enum: COSMETIC_GRADES }),
    wiped: bool('wiped').notNull().default(false),
    mode: text('mode', { enum: ALERT_MODES }).notNull().default('instant'),
    paused: bool('paused').notNull().default(false),
    /** the one filter matching looks up by index (alertAnchor in domain/search-alerts.ts) */
    anchor: text('anchor').notNull(),
    anchorMin: integer('anchor_min'),
    createdAt: createdAt(),
    updatedAt: text('updated_at'),
    lastMatchedAt: text('last_matched_at'),
  },
  (t) => [
    index('search_alerts_user_idx').on(t.userId),
    /** matching at publication: only the alerts not paused */
    index('search_alerts_anchor_idx')
      .on(t.anchor, t.anchorMin)
      .where(sql`paused = 0`),
  ],
);

/**
 * A member told (or to be told, in the daily digest) of a lot: once per member and lot, however many of their
 * alerts match it and however often matching runs again. `notified_at` is null until the notice went out.
 */
export const searchAlertMatches = sqliteTable(
  'search_alert_matches',
  {
    id: id(),
    userId: userRef(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    alertId: integer('alert_id').references(() => searchAlerts.id, { onDelete: 'set null' }),
    mode: text('mode', { enum: ALERT_MODES }).notNull(),
    createdAt: createdAt(),
    notifiedAt: text('notified_at'),
  },
  (t) => [
    uniqueIndex('search_alert_matches_user_lot_uq').on(t.userId, t.lotId),
    index('search_alert_matches_lot_idx').on(t.lotId),
    index('search_alert_matches_alert_idx').on(t.alertId),
    /** what the daily digest has yet to send */
    index('search_alert_matches_digest_idx')
      .on(t.userId, t.createdAt)
      .where(sql`notified_at is null and mode = 'digest'`),
  ],
);

/** Lots published (or whose equipment changed) not yet matched against the alerts: the cron sweeps what a crash left. */
export const searchAlertQueue = sqliteTable('search_alert_queue', {
  lotId: integer('lot_id')
    .primaryKey()
    .references(() => lots.id, { onDelete: 'cascade' }),
  queuedAt: text('queued_at').notNull(),
});

export type UserRow = typeof users.$inferSelect;
export type LotRow = typeof lots.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;
