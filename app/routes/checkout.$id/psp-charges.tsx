import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { formatLinhaDigitavel } from '~/domain/boleto';
import { formatBRL, formatCalendarDay, formatDateTime } from '~/i18n/format';
import { chargeText } from '~/i18n/pt-BR-charges';
import { checkoutText } from '~/i18n/pt-BR-checkout';
import type { BoletoChargeView, PixChargeView } from '~/schemas/charges';
import { Button, buttonClass } from '~/ui/button';
import { FormMessage } from '~/ui/form-message';
import * as s from './route.css';

/** A 'Gerar …' button's state: busy while the call runs, the call's message (the PSP down) in its banner. */
export interface GenerateControl {
  busy: boolean;
  banner: { kind?: 'error' | 'success'; message: string | null };
  onGenerate: () => void;
}

function Generate({ intro, label, busyLabel, control }: { intro: string; label: string; busyLabel: string; control: GenerateControl }) {
  return (
    <>
      <p className={s.muted}>{intro}</p>
      <FormMessage {...control.banner} />
      <div className={s.actions}>
        <Button variant="primary" onPress={control.onGenerate} isDisabled={control.busy}>
          {control.busy ? busyLabel : label}
        </Button>
      </div>
    </>
  );
}

/** The charge's state, announced politely as it changes. */
function ChargeStatus({ paid, waiting, received }: { paid: boolean; waiting: string; received: string }) {
  return (
    <p className={s.chargeStatus} role="status" data-testid="charge-status">
      {paid ? received : waiting}
    </p>
  );
}

/**
 * The Pix tab through the PSP: 'Gerar código Pix' until there is a charge, then its QR Code and copia-e-cola
 * until it expires ('Este código Pix expirou.': the deadline passed, no new code).
 */
export function PixCharge({
  charge,
  qr,
  totalCents,
  control,
  onCopy,
}: {
  charge: PixChargeView | null;
  qr: string | null;
  totalCents: number;
  control: GenerateControl;
  onCopy: (text: string) => void;
}) {
  const text = chargeText.pix;
  if (!charge) return <Generate intro={text.intro} label={text.generate} busyLabel={text.generating} control={control} />;
  if (charge.status === 'expired' || charge.status === 'removed')
    return <p className={`${s.deadline} ${s.overdue}`}>{charge.status === 'expired' ? text.expired : text.removed}</p>;
  return (
    <PixCode
      id="pix-charge-code"
      code={charge.pix_copia_e_cola}
      qr={qr}
      totalCents={totalCents}
      onCopy={onCopy}
      note={<span className={s.muted}>{text.validUntil(formatDateTime(charge.expires_at))}</span>}
    >
      <ChargeStatus paid={charge.status === 'paid'} waiting={text.waiting} received={text.paid} />
    </PixCode>
  );
}

/**
 * A Pix BR Code to pay: its QR Code (when there is one), the copia-e-cola with 'Copiar código', a `note` beside
 * the button and `children` below it. The PSP's charge and the house's static code alike.
 */
export function PixCode({
  id,
  code,
  qr,
  totalCents,
  onCopy,
  note,
  children,
}: {
  /** the field's id and test id */
  id: string;
  code: string;
  qr: string | null;
  totalCents: number;
  onCopy: (text: string) => void;
  note: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={s.pix}>
      {qr && <img src={qr} alt={checkoutText.pay.qrAlt(formatBRL(totalCents))} className={s.qr} width={180} height={180} />}
      <div className={s.codeBox}>
        <p className={s.muted}>{checkoutText.pay.pixIntro}</p>
        <label htmlFor={id} className={s.lotTitle}>
          {checkoutText.pay.pixCode}
        </label>
        <textarea id={id} className={s.code} readOnly value={code} data-testid={id} onFocus={(e) => e.currentTarget.select()} />
        <div className={s.actions}>
          <Button variant="primary" onPress={() => onCopy(code)}>
            {checkoutText.pay.copy}
          </Button>
          {note}
        </div>
        {children}
      </div>
    </div>
  );
}

/**
 * The boleto tab: 'Gerar boleto' while the deadline leaves time for one to clear, then its linha digitável,
 * due date and the printable page.
 */
export function BoletoCharge({
  lotId,
  charge,
  available,
  control,
  onCopy,
}: {
  lotId: number;
  charge: BoletoChargeView | null;
  available: boolean;
  control: GenerateControl;
  onCopy: (text: string) => void;
}) {
  const text = chargeText.boleto;
  if (!charge)
    return available ? (
      <Generate intro={text.intro} label={text.generate} busyLabel={text.generating} control={control} />
    ) : (
      <p className={s.muted}>{text.unavailable}</p>
    );
  if (charge.status === 'expired' || charge.status === 'removed')
    return <p className={`${s.deadline} ${s.overdue}`}>{charge.status === 'expired' ? text.expired : text.removed}</p>;
  return (
    <>
      <p className={s.lotTitle}>{text.linhaDigitavel}</p>
      <p className={s.linha} data-testid="boleto-linha">
        {formatLinhaDigitavel(charge.linha_digitavel)}
      </p>
      <p className={s.muted}>
        {text.dueDate}: <strong>{formatCalendarDay(charge.due_date)}</strong>
      </p>
      <div className={s.actions}>
        <Button variant="primary" onPress={() => onCopy(charge.linha_digitavel)}>
          {text.copy}
        </Button>
        <Link to={`/checkout/${lotId}/boleto`} className={buttonClass('secondary')}>
          {text.view}
        </Link>
      </div>
      <ChargeStatus paid={charge.status === 'paid'} waiting={text.waiting} received={text.paid} />
    </>
  );
}
