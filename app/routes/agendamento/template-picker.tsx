import { useEffect, useState } from 'react';
import { apiRequest } from '~/client/api-request';
import * as s from '~/components/scheduling/scheduling.css';
import { formatReais } from '~/i18n/format';
import { scheduleText, templateText } from '~/i18n/pt-BR-schedules';
import type { TemplateDto } from '~/server/schedules/templates.server';
import { Modal } from '~/ui/modal';

const text = scheduleText.picker;

/** 'Selecionar Template': the active templates; choosing one hands it to the form. Load failures are only logged. */
export function TemplatePicker({
  isOpen,
  onClose,
  onPick,
}: {
  isOpen: boolean;
  onClose: () => void;
  onPick: (template: TemplateDto) => void;
}) {
  const [templates, setTemplates] = useState<TemplateDto[] | null>(null);
  useEffect(() => {
    if (!isOpen) return;
    let live = true;
    void apiRequest<{ templates: TemplateDto[] }>('/api/auction-templates?all=1', { fallbackError: templateText.errors.notFound }).then(
      (res) => {
        if (!live) return;
        if (res.ok) setTemplates(res.data.templates);
        else {
          console.error('templates', res.error);
          setTemplates([]);
        }
      },
    );
    return () => {
      live = false;
    };
  }, [isOpen]);

  return (
    <Modal title={text.title} isOpen={isOpen} onClose={onClose} closeLabel={scheduleText.form.cancel}>
      {templates !== null && templates.length === 0 && <p className={s.hint}>{text.empty}</p>}
      {templates !== null && templates.length > 0 && (
        <ul className={s.pickList}>
          {templates.map((t) => (
            <li key={t.id}>
              <button type="button" className={s.pickItem} onClick={() => onPick(t)}>
                <strong>{t.name}</strong>
                <span className={s.hint}>
                  {t.template_category} • {t.template_condition} · {formatReais(t.default_start_price)} ·{' '}
                  {templateText.hours(t.default_duration_hours)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
