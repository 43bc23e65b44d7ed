import { useState, type FormEvent } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { ALERT_MODES, ALERT_NAME_MAX, type AlertMode } from '~/domain/search-alerts';
import { useApiForm } from '~/hooks/use-api-form';
import { accountText } from '~/i18n/pt-BR-account';
import { alertsText } from '~/i18n/pt-BR-alerts';
import type { CatalogueFilters } from '~/schemas/catalogue-page';
import type { SearchAlertDto } from '~/schemas/search-alert';
import { Button } from '~/ui/button';
import { FormMessage } from '~/ui/form-message';
import { Modal } from '~/ui/modal';
import { TextField } from '~/ui/text-field';
import * as s from './search-alert-dialog.css';
import { alertFilterWords, suggestedAlertName, type AlertFilterValues } from './search-alert-summary';

const t = alertsText.create;

/** The catalogue's filters an alert saves (prices, status, sort and the end date are not part of it). */
function savedFilters(f: CatalogueFilters): AlertFilterValues {
  return {
    q: f.q,
    category: f.category,
    minMemory: f.minMemory,
    minStorage: f.minStorage,
    storage: f.storage,
    minBattery: f.minBattery,
    functional: f.functional,
    cosmetic: f.cosmetic,
    wiped: f.wiped,
  };
}

/**
 * 'Criar alerta para esta busca' on the catalogue (approved members): a dialog with the name (suggested from
 * the filters), 'Na hora' or 'Resumo diário', and the filters it saves in words. The server checks it all again.
 */
export function SearchAlertButton({ filters }: { filters: CatalogueFilters }) {
  const [open, setOpen] = useState(false);
  const saved = savedFilters(filters);
  const words = alertFilterWords(saved);
  const [name, setName] = useState('');
  const [mode, setMode] = useState<AlertMode>('instant');
  const form = useApiForm();

  function start() {
    setName(suggestedAlertName(saved, ALERT_NAME_MAX));
    setMode('instant');
    form.setError(null);
    setOpen(true);
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const body = {
      name,
      mode,
      filters: Object.fromEntries(Object.entries(saved).filter(([, v]) => v !== undefined && v !== false && v !== '')),
    };
    void form.submit<SearchAlertDto>(
      '/api/search-alerts',
      { method: 'POST', body, fallbackError: t.failed },
      { successToast: t.created, onSuccess: () => setOpen(false) },
    );
  }

  return (
    <div className={s.bar}>
      <Button variant="secondary" onPress={start}>
        {t.open}
      </Button>
      <Modal title={t.title} isOpen={open} onClose={() => setOpen(false)} closeLabel={accountText.auth.close}>
        <form className={s.form} onSubmit={save} noValidate>
          <TextField label={t.name} value={name} onChange={setName} maxLength={ALERT_NAME_MAX} isRequired />
          <RadioGroup value={mode} onChange={(value) => setMode(value as AlertMode)} className={s.group}>
            <Label className={s.legend}>{t.mode}</Label>
            {ALERT_MODES.map((key) => (
              <Radio key={key} value={key} className={s.radio}>
                <span className={s.radioLabel}>{alertsText.modes[key]}</span>
                <span className={s.radioHelp}>{alertsText.modeHelp[key]}</span>
              </Radio>
            ))}
          </RadioGroup>
          <div className={s.group}>
            <p className={s.legend}>{t.filters}</p>
            {words.length ? (
              <ul className={s.summary}>
                {words.map((word) => (
                  <li key={word}>{word}</li>
                ))}
              </ul>
            ) : (
              <p>{alertsText.errors.noFilter}</p>
            )}
          </div>
          <FormMessage {...form.banner} />
          <div className={s.footer}>
            <Button variant="secondary" onPress={() => setOpen(false)}>
              {t.cancel}
            </Button>
            <Button type="submit" isDisabled={form.busy}>
              {t.save}
            </Button>
          </div>
        </form>
      </Modal>
    </div>
  );
}
