import { useState } from 'react';
import { apiRequest } from '~/client/api-request';
import { CategoryConditionFields } from '~/components/scheduling/category-condition-fields';
import { ImagesField } from '~/components/scheduling/images-field';
import * as s from '~/components/scheduling/scheduling.css';
import { SpecsEditor, specRows, specsOf, type SpecRow } from '~/components/scheduling/specs-editor';
import { toWallClockInput } from '~/domain/sao-paulo-time';
import { scheduleText } from '~/i18n/pt-BR-schedules';
import type { TemplateDto } from '~/server/schedules/templates.server';
import { Button } from '~/ui/button';
import { Checkbox } from '~/ui/checkbox';
import { FormMessage } from '~/ui/form-message';
import { Modal } from '~/ui/modal';
import * as modal from '~/ui/modal.css';
import { Select } from '~/ui/select';
import { TextField } from '~/ui/text-field';
import type { Schedule } from './schedule-types';
import { TemplatePicker } from './template-picker';

const text = scheduleText.form;
const reais = (n: number | null) => (n === null ? '' : n.toFixed(2).replace('.', ','));

interface FormState {
  title: string;
  description: string;
  category: string;
  condition: string;
  specs: SpecRow[];
  images: string[];
  start_price: string;
  reserve_price: string;
  scheduled_start: string;
  scheduled_end: string;
  is_recurring: boolean;
  recurrence_type: 'weekly' | 'monthly';
  recurrence_interval: string;
  recurrence_end_date: string;
  notify_before_start: boolean;
  notification_minutes: string;
  template_id: number | null;
}

const EMPTY: FormState = {
  title: '',
  description: '',
  category: '',
  condition: '',
  specs: [],
  images: [],
  start_price: '',
  reserve_price: '',
  scheduled_start: '',
  scheduled_end: '',
  is_recurring: false,
  recurrence_type: 'weekly',
  recurrence_interval: '1',
  recurrence_end_date: '',
  notify_before_start: true,
  notification_minutes: '60',
  template_id: null,
};

function fromSchedule(s: Schedule): FormState {
  return {
    title: s.title,
    description: s.description,
    category: s.category,
    condition: s.condition,
    specs: specRows(s.specs),
    images: s.images,
    start_price: reais(s.start_price),
    reserve_price: reais(s.reserve_price),
    scheduled_start: toWallClockInput(s.scheduled_start),
    scheduled_end: toWallClockInput(s.scheduled_end),
    is_recurring: s.is_recurring,
    recurrence_type: s.recurrence_type ?? 'weekly',
    recurrence_interval: String(s.recurrence_interval),
    recurrence_end_date: s.recurrence_end_date ?? '',
    notify_before_start: s.notify_before_start,
    notification_minutes: String(s.notification_minutes),
    template_id: s.template_id,
  };
}

interface ScheduleData {
  title: string;
  description: string;
  category: string;
  condition: string;
  specs: Record<string, string>;
  start_price: number;
  scheduled_start: string | null;
  scheduled_end: string | null;
  template_id: number;
}

/** 'Novo Agendamento' / editing one: every field of the spec's form, the template picker, recurrence and notice. */
export function ScheduleFormModal({
  schedule,
  isOpen,
  onClose,
  onSaved,
}: {
  /** null: a new schedule */
  schedule: Schedule | null;
  isOpen: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form, setForm] = useState<FormState>(() => (schedule ? fromSchedule(schedule) : EMPTY));
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [picking, setPicking] = useState(false);
  const set = (patch: Partial<FormState>) => setForm((f) => ({ ...f, ...patch }));

  async function applyTemplate(template: TemplateDto) {
    setPicking(false);
    const res = await apiRequest<{ schedule_data: ScheduleData }>(`/api/auction-templates/${template.id}/apply`, {
      method: 'POST',
      body: { scheduled_start: form.scheduled_start, scheduled_end: form.scheduled_end },
      fallbackError: scheduleText.errors.save,
    });
    if (!res.ok) {
      console.error('apply template', res.error);
      return;
    }
    const d = res.data.schedule_data;
    set({
      title: d.title,
      description: d.description,
      category: d.category,
      condition: d.condition,
      specs: specRows(d.specs),
      start_price: reais(d.start_price),
      template_id: d.template_id,
      ...(d.scheduled_start ? { scheduled_start: toWallClockInput(d.scheduled_start) } : {}),
      ...(d.scheduled_end ? { scheduled_end: toWallClockInput(d.scheduled_end) } : {}),
    });
  }

  async function save() {
    setBusy(true);
    setError(null);
    const res = await apiRequest(schedule ? `/api/auction-schedules/${schedule.id}` : '/api/auction-schedules', {
      method: schedule ? 'PUT' : 'POST',
      body: {
        ...form,
        specs: specsOf(form.specs),
        recurrence_interval: form.recurrence_interval,
        notification_minutes: form.notification_minutes,
      },
      fallbackError: scheduleText.errors.save,
    });
    setBusy(false);
    if (!res.ok) {
      setError(res.error);
      setFields((res.payload as { fields?: Record<string, string> } | undefined)?.fields ?? {});
      return;
    }
    onSaved();
  }

  const fieldError = (name: string) => fields[name] ?? null;

  return (
    <Modal
      title={schedule ? scheduleText.editSchedule : scheduleText.newSchedule}
      isOpen={isOpen}
      onClose={onClose}
      closeLabel={text.cancel}
      size="lg"
    >
      <form
        className={s.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div>
          <Button variant="secondary" size="sm" onPress={() => setPicking(true)}>
            {text.useTemplate}
          </Button>
        </div>
        <TextField
          label={text.title}
          value={form.title}
          onChange={(title) => set({ title })}
          isRequired
          errorMessage={fieldError('title')}
          isInvalid={Boolean(fieldError('title'))}
        />
        <label className={s.label}>
          {text.description}
          <textarea
            className={s.textarea}
            value={form.description}
            required
            aria-invalid={Boolean(fieldError('description'))}
            onChange={(event) => set({ description: event.currentTarget.value })}
          />
        </label>
        <div className={s.grid2}>
          <CategoryConditionFields
            category={form.category}
            condition={form.condition}
            onCategory={(category) => set({ category })}
            onCondition={(condition) => set({ condition })}
          />
          <TextField
            label={text.startPrice}
            inputMode="decimal"
            value={form.start_price}
            onChange={(start_price) => set({ start_price })}
            isRequired
            isInvalid={Boolean(fieldError('start_price'))}
            errorMessage={fieldError('start_price')}
          />
          <TextField
            label={text.reservePrice}
            inputMode="decimal"
            value={form.reserve_price}
            onChange={(reserve_price) => set({ reserve_price })}
            isInvalid={Boolean(fieldError('reserve_price'))}
            errorMessage={fieldError('reserve_price')}
          />
          <TextField
            label={text.scheduledStart}
            type="datetime-local"
            value={form.scheduled_start}
            onChange={(scheduled_start) => set({ scheduled_start })}
            isRequired
            description={text.timeZoneHint}
            isInvalid={Boolean(fieldError('scheduled_start'))}
            errorMessage={fieldError('scheduled_start')}
          />
          <TextField
            label={text.scheduledEnd}
            type="datetime-local"
            value={form.scheduled_end}
            onChange={(scheduled_end) => set({ scheduled_end })}
            isRequired
            description={text.timeZoneHint}
            isInvalid={Boolean(fieldError('scheduled_end'))}
            errorMessage={fieldError('scheduled_end')}
          />
        </div>
        <SpecsEditor rows={form.specs} onChange={(specs) => set({ specs })} />
        <ImagesField images={form.images} onChange={(images) => set({ images })} />
        <fieldset className={s.fieldset}>
          <legend className={s.legend}>{scheduleText.preview.recurrence}</legend>
          <Checkbox isSelected={form.is_recurring} onChange={(is_recurring) => set({ is_recurring })}>
            {text.recurring}
          </Checkbox>
          {form.is_recurring && (
            <div className={s.grid2}>
              <Select
                label={text.recurrenceType}
                options={[
                  { id: 'weekly', label: text.weekly },
                  { id: 'monthly', label: text.monthly },
                ]}
                value={form.recurrence_type}
                onChange={(v) => set({ recurrence_type: v === 'monthly' ? 'monthly' : 'weekly' })}
              />
              <TextField
                label={text.recurrenceInterval}
                type="number"
                inputMode="numeric"
                value={form.recurrence_interval}
                onChange={(recurrence_interval) => set({ recurrence_interval })}
                isInvalid={Boolean(fieldError('recurrence_interval'))}
                errorMessage={fieldError('recurrence_interval')}
              />
              <TextField
                label={text.recurrenceEnd}
                type="date"
                value={form.recurrence_end_date}
                onChange={(recurrence_end_date) => set({ recurrence_end_date })}
                isInvalid={Boolean(fieldError('recurrence_end_date'))}
                errorMessage={fieldError('recurrence_end_date')}
              />
            </div>
          )}
        </fieldset>
        <fieldset className={s.fieldset}>
          <legend className={s.legend}>{scheduleText.preview.notification}</legend>
          <Checkbox isSelected={form.notify_before_start} onChange={(notify_before_start) => set({ notify_before_start })}>
            {text.notify}
          </Checkbox>
          {form.notify_before_start && (
            <TextField
              label={text.notificationMinutes}
              type="number"
              inputMode="numeric"
              value={form.notification_minutes}
              onChange={(notification_minutes) => set({ notification_minutes })}
              isInvalid={Boolean(fieldError('notification_minutes'))}
              errorMessage={fieldError('notification_minutes')}
            />
          )}
        </fieldset>
        <FormMessage message={error} />
        <div className={modal.footer}>
          <Button variant="secondary" onPress={onClose}>
            {text.cancel}
          </Button>
          <Button type="submit" isDisabled={busy}>
            {busy ? text.saving : text.save}
          </Button>
        </div>
      </form>
      <TemplatePicker isOpen={picking} onClose={() => setPicking(false)} onPick={(t) => void applyTemplate(t)} />
    </Modal>
  );
}
