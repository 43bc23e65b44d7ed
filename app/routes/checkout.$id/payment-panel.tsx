import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { TitledPanel } from '~/components/titled-panel';
import { useApiForm, type ApiForm } from '~/hooks/use-api-form';
import { chargeText } from '~/i18n/pt-BR-charges';
import { checkoutText } from '~/i18n/pt-BR-checkout';
import type { ChargeMethod } from '~/schemas/charges';
import { useToast } from '~/ui/toasts/toast-provider';
import { BoletoCharge, PixCharge, PixCode, type GenerateControl } from './psp-charges';
import type { PspCheckout } from './psp-checkout';
import * as s from './route.css';
import { usePaymentRefresh } from './use-payment-refresh';

const text = checkoutText.pay;

interface PanelProps {
  lotId: number;
  totalCents: number;
  /** the static BR Code, when no PSP is configured */
  pix: { payload: string; txid: string } | null;
  pixQr: string | null;
  bankTransfer: string[] | null;
  /** the PSP's charges: Pix and boleto go through it */
  psp?: PspCheckout | null;
}

/**
 * How to pay. With a PSP: Pix (a charge made when the winner asks for it), boleto and the bank transfer,
 * the page loaded again when the payment is approved. Without one: the static BR Code (the total filled in)
 * or the bank transfer.
 */
export function PaymentPanel(props: PanelProps) {
  return (
    <TitledPanel titleId="pay-title" title={text.title}>
      {props.psp ? <PspTabs {...props} psp={props.psp} /> : <StaticTabs {...props} />}
    </TitledPanel>
  );
}

/** Copies a code to the clipboard, saying whether it worked. */
function useCopy(copied: string) {
  const toast = useToast();
  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code);
      toast.show('success', copied);
    } catch {
      toast.show('error', text.copyFailed);
    }
  }
  return (code: string) => void copy(code);
}

function PspTabs({ lotId, totalCents, bankTransfer, psp }: PanelProps & { psp: PspCheckout }) {
  usePaymentRefresh(lotId);
  const pixForm = useApiForm();
  const boletoForm = useApiForm();
  const copyCode = useCopy(text.copied);
  const copyLinha = useCopy(chargeText.boleto.copied);
  const control = (form: ApiForm, method: ChargeMethod, done: string): GenerateControl => ({
    busy: form.busy,
    banner: form.banner,
    onGenerate: () =>
      void form.submit(
        `/api/auctions/${lotId}/charge`,
        { method: 'POST', body: { method }, fallbackError: chargeText.generateFailed },
        { successToast: done, revalidate: true },
      ),
  });
  return (
    <Tabs defaultSelectedKey="pix">
      <TabList aria-label={text.title} className={s.tabList}>
        <Tab id="pix" className={s.tab}>
          {chargeText.tabs.pix}
        </Tab>
        <Tab id="boleto" className={s.tab}>
          {chargeText.tabs.boleto}
        </Tab>
        <Tab id="transfer" className={s.tab}>
          {chargeText.tabs.transfer}
        </Tab>
      </TabList>
      <TabPanel id="pix" className={s.tabPanel}>
        <PixCharge
          charge={psp.charges.pix}
          qr={psp.qr.pix}
          totalCents={totalCents}
          control={control(pixForm, 'pix', chargeText.pix.generated)}
          onCopy={copyCode}
        />
      </TabPanel>
      <TabPanel id="boleto" className={s.tabPanel}>
        <BoletoCharge
          lotId={lotId}
          charge={psp.charges.boleto}
          available={psp.boletoAvailable}
          control={control(boletoForm, 'boleto', chargeText.boleto.generated)}
          onCopy={copyLinha}
        />
      </TabPanel>
      <TabPanel id="transfer" className={s.tabPanel}>
        <TransferDetails lotId={lotId} bankTransfer={bankTransfer} />
      </TabPanel>
    </Tabs>
  );
}

function StaticTabs({ lotId, totalCents, pix, pixQr, bankTransfer }: PanelProps) {
  const copy = useCopy(text.copied);
  return (
    <Tabs defaultSelectedKey={pix ? 'pix' : 'transfer'}>
      <TabList aria-label={text.title} className={s.tabList}>
        <Tab id="pix" className={s.tab}>
          {text.pixTab}
        </Tab>
        <Tab id="transfer" className={s.tab}>
          {text.transferTab}
        </Tab>
      </TabList>
      <TabPanel id="pix" className={s.tabPanel}>
        {pix && pixQr ? (
          <PixCode
            id="pix-code"
            code={pix.payload}
            qr={pixQr}
            totalCents={totalCents}
            onCopy={copy}
            note={
              <span className={s.muted}>
                {text.txid}: {pix.txid}
              </span>
            }
          />
        ) : (
          <p className={s.muted}>{text.pixUnavailable}</p>
        )}
      </TabPanel>
      <TabPanel id="transfer" className={s.tabPanel}>
        <TransferDetails lotId={lotId} bankTransfer={bankTransfer} />
      </TabPanel>
    </Tabs>
  );
}

function TransferDetails({ lotId, bankTransfer }: { lotId: number; bankTransfer: string[] | null }) {
  if (!bankTransfer) return <p className={s.muted}>{text.transferUnavailable}</p>;
  return (
    <>
      <p className={s.muted}>{text.transferIntro}</p>
      <ul className={s.lines}>
        {bankTransfer.map((line) => (
          <li key={line}>{line}</li>
        ))}
        <li>{text.lotReference(lotId)}</li>
      </ul>
    </>
  );
}
