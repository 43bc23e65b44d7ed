import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { TitledPanel } from '~/components/titled-panel';
import { formatBRL } from '~/i18n/format';
import { checkoutText } from '~/i18n/pt-BR-checkout';
import { Button } from '~/ui/button';
import { useToast } from '~/ui/toasts/toast-provider';
import * as s from './route.css';

const text = checkoutText.pay;

/** How to pay: PIX (QR code and copia-e-cola, the total filled in) or a bank transfer. */
export function PaymentPanel({
  lotId,
  totalCents,
  pix,
  pixQr,
  bankTransfer,
}: {
  lotId: number;
  totalCents: number;
  pix: { payload: string; txid: string } | null;
  pixQr: string | null;
  bankTransfer: string[] | null;
}) {
  const toast = useToast();
  async function copy() {
    if (!pix) return;
    try {
      await navigator.clipboard.writeText(pix.payload);
      toast.show('success', text.copied);
    } catch {
      toast.show('error', text.copyFailed);
    }
  }
  return (
    <TitledPanel titleId="pay-title" title={text.title}>
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
            <div className={s.pix}>
              <img src={pixQr} alt={text.qrAlt(formatBRL(totalCents))} className={s.qr} width={180} height={180} />
              <div className={s.codeBox}>
                <p className={s.muted}>{text.pixIntro}</p>
                <label htmlFor="pix-code" className={s.lotTitle}>
                  {text.pixCode}
                </label>
                <textarea
                  id="pix-code"
                  className={s.code}
                  readOnly
                  value={pix.payload}
                  data-testid="pix-code"
                  onFocus={(e) => e.currentTarget.select()}
                />
                <div className={s.actions}>
                  <Button variant="primary" onPress={() => void copy()}>
                    {text.copy}
                  </Button>
                  <span className={s.muted}>
                    {text.txid}: {pix.txid}
                  </span>
                </div>
              </div>
            </div>
          ) : (
            <p className={s.muted}>{text.pixUnavailable}</p>
          )}
        </TabPanel>
        <TabPanel id="transfer" className={s.tabPanel}>
          {bankTransfer ? (
            <>
              <p className={s.muted}>{text.transferIntro}</p>
              <ul className={s.lines}>
                {bankTransfer.map((line) => (
                  <li key={line}>{line}</li>
                ))}
                <li>{text.lotReference(lotId)}</li>
              </ul>
            </>
          ) : (
            <p className={s.muted}>{text.transferUnavailable}</p>
          )}
        </TabPanel>
      </Tabs>
    </TitledPanel>
  );
}
