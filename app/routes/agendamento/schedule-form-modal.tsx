import { useState } from 'react';
import { apiRequest } from '~/client/api-request';
import { AuctionFields } from '~/components/scheduling/auction-fields';
import { AuctionFormModal } from '~/components/scheduling/auction-form-modal';
import { ImagesField } from '~/components/scheduling/images-field';
import * as s from '~/components/scheduling/scheduling.css';
import { specRows, specsOf, type SpecRow } from '~/components/scheduling/specs-editor';
import { offeredCategories } from '~/domain/categories';
import { reaisInputValue } from '~/domain/money-input';
import { toWallClockInput } from '~/domain/sao-paulo-time';
import { useApiForm } from '~/hooks/use-api-form';
import { scheduleText } from '~/i18n/pt-BR-schedules';
import type { TemplateDto } from '~/server/schedules/templates.server';
import { Button } from '~/ui/button';
import { Checkbox } from '~/ui/checkbox';
import { Select } from '~/ui/select';
import { TextField } from '~/ui/text-field';
import type { Schedule } from './schedule-types';
import { TemplatePicker } from './template-picker';

const text = scheduleText.form;
const reais = reaisInputValue;

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
  categories,
  isOpen,
  onClose,
  onSaved,
}: {
  /** null: a new schedule */
  schedule: Schedule | null;
  /** the catalogue's active categories (a schedule being edited may keep its own, though retired) */
  categories: readonly string[];
  isOpen: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [values, setValues] = useState<FormState>(() => (schedule ? fromSchedule(schedule) : EMPTY));
  const form = useApiForm();
  const [picking, setPicking] = useState(false);
  const set = (patch: Partial<FormState>) => setValues((v) => ({ ...v, ...patch }));
  const field = form.fieldsOf(values, set);

  async function applyTemplate(template: TemplateDto) {
    setPicking(false);
    const res = await apiRequest<{ schedule_data: ScheduleData }>(`/api/auction-templates/${template.id}/apply`, {
      method: 'POST',
      body: { scheduled_start: values.scheduled_start, scheduled_end: values.scheduled_end },
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

  function save() {
    void form.submit(
      schedule ? `/api/auction-schedules/${schedule.id}` : '/api/auction-schedules',
      {
        method: schedule ? 'PUT' : 'POST',
        body: {
          ...values,
          specs: specsOf(values.specs),
          recurrence_interval: values.recurrence_interval,
          notification_minutes: values.notification_minutes,
        },
        fallbackError: scheduleText.errors.save,
      },
      { successToast: scheduleText.saved, revalidate: true, onSuccess: onSaved },
    );
  }

  return (
    <AuctionFormModal
      title={schedule ? scheduleText.editSchedule : scheduleText.newSchedule}
      isOpen={isOpen}
      onClose={onClose}
      form={form}
      onSubmit={save}
      text={text}
      outside={<TemplatePicker isOpen={picking} onClose={() => setPicking(false)} onPick={(t) => void applyTemplate(t)} />}
    >
      <div>
        <Button variant="secondary" size="sm" onPress={() => setPicking(true)}>
          {text.useTemplate}
        </Button>
      </div>
      <AuctionFields
        categories={offeredCategories(categories, schedule?.category)}
        heading={{ label: text.title, ...field('title') }}
        description={{ label: text.description, ...field('description') }}
        category={values.category}
        condition={values.condition}
        onCategory={(category) => set({ category })}
        onCondition={(condition) => set({ condition })}
        specs={values.specs}
        onSpecs={(specs) => set({ specs })}
      >
        <TextField label={text.startPrice} inputMode="decimal" {...field('start_price')} isRequired />
        <TextField label={text.reservePrice} inputMode="decimal" {...field('reserve_price')} />
        <TextField
          label={text.scheduledStart}
          type="datetime-local"
          {...field('scheduled_start')}
          isRequired
          description={text.timeZoneHint}
        />
        <TextField label={text.scheduledEnd} type="datetime-local" {...field('scheduled_end')} isRequired description={text.timeZoneHint} />
      </AuctionFields>
      <ImagesField images={values.images} onChange={(images) => set({ images })} />
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>{scheduleText.preview.recurrence}</legend>
        <Checkbox isSelected={values.is_recurring} onChange={(is_recurring) => set({ is_recurring })}>
          {text.recurring}
        </Checkbox>
        {values.is_recurring && (
          <div className={s.grid2}>
            <Select
              label={text.recurrenceType}
              options={[
                { id: 'weekly', label: text.weekly },
                { id: 'monthly', label: text.monthly },
              ]}
              value={values.recurrence_type}
              onChange={(v) => set({ recurrence_type: v === 'monthly' ? 'monthly' : 'weekly' })}
            />
            <TextField label={text.recurrenceInterval} type="number" inputMode="numeric" {...field('recurrence_interval')} />
            <TextField label={text.recurrenceEnd} type="date" {...field('recurrence_end_date')} />
          </div>
        )}
      </fieldset>
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>{scheduleText.preview.notification}</legend>
        <Checkbox isSelected={values.notify_before_start} onChange={(notify_before_start) => set({ notify_before_start })}>
          {text.notify}
        </Checkbox>
        {values.notify_before_start && (
          <TextField label={text.notificationMinutes} type="number" inputMode="numeric" {...field('notification_minutes')} />
        )}
      </fieldset>
    </AuctionFormModal>
  );
}
