import { parseDate, type CalendarDate } from '@internationalized/date';
import { useMemo, useState, type FormEvent } from 'react';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  Label,
  Radio,
  RadioGroup,
  TextArea,
  TextField as AriaTextField,
} from 'react-aria-components';
import { maskCpf } from '~/domain/masks';
import { useApiForm } from '~/hooks/use-api-form';
import { formatReais } from '~/i18n/format';
import { checkoutText } from '~/i18n/pt-BR-checkout';
import { readPickupBooking } from '~/schemas/after-sale';
import { Button } from '~/ui/button';
import { FormMessage } from '~/ui/form-message';
import { Modal } from '~/ui/modal';
import { TextField } from '~/ui/text-field';
import * as s from './pickup-modal.css';

const text = checkoutText.pickup;

export interface PickupSlotDay {
  date: string;
  times: { time: string; available: number }[];
}

export interface PickupInfoData {
  auction_title: string;
  winning_amount: number;
  total: number | null;
  pickup_location: string | null;
  required_documents: string[];
  instructions: string[];
}

/** 'Agendar retirada': the lot, amounts, where and what to bring, then a free day and time (react-aria). */
export function PickupModal({
  lotId,
  info,
  slots,
  isOpen,
  onClose,
}: {
  lotId: number;
  info: PickupInfoData;
  slots: PickupSlotDay[];
  isOpen: boolean;
  onClose: () => void;
}) {
  const byDay = useMemo(() => new Map(slots.map((d) => [d.date, d.times])), [slots]);
  const bookable = slots.filter((d) => d.times.some((t) => t.available > 0));
  const [date, setDate] = useState<CalendarDate | null>(null);
  const [time, setTime] = useState('');
  const [notes, setNotes] = useState('');
  const [authorizedName, setAuthorizedName] = useState('');
  const [authorizedCpf, setAuthorizedCpf] = useState('');
  const form = useApiForm();
  const times = date ? (byDay.get(date.toString()) ?? []) : [];

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      pickup_date: date?.toString() ?? '',
      pickup_time: time,
      notes,
      authorized_name: authorizedName,
      authorized_cpf: authorizedCpf,
    };
    void form.submit(
      `/api/auctions/${lotId}/schedule-pickup`,
      { method: 'POST', body, fallbackError: text.failed },
      {
        validate: () => {
          const checked = readPickupBooking(body);
          return checked.ok ? null : checked.message;
        },
        successToast: text.success,
        revalidate: true,
        onSuccess: onClose,
      },
    );
  }

  return (
    <Modal title={text.modalTitle} isOpen={isOpen} onClose={onClose} closeLabel={text.cancel} size="lg">
      <form className={s.body} onSubmit={submit} noValidate>
        <dl className={s.facts}>
          <dt className={s.term}>{text.lot}</dt>
          <dd className={s.value}>{info.auction_title}</dd>
          <dt className={s.term}>{text.winningAmount}</dt>
          <dd className={s.value}>{formatReais(info.winning_amount)}</dd>
          {info.total !== null && (
            <>
              <dt className={s.term}>{text.total}</dt>
              <dd className={s.value}>{formatReais(info.total)}</dd>
            </>
          )}
          {info.pickup_location && (
            <>
              <dt className={s.term}>{text.location}</dt>
              <dd className={s.value}>{info.pickup_location}</dd>
            </>
          )}
          <dt className={s.term}>{text.documents}</dt>
          <dd className={s.value}>
            <ul className={s.small}>
              {info.required_documents.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          </dd>
          <dt className={s.term}>{text.instructions}</dt>
          <dd className={s.value}>
            <ul className={s.small}>
              {info.instructions.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          </dd>
        </dl>

        <div className={s.pickers}>
          <div>
            <p className={s.legend} id="pickup-date-label">
              {text.date}
            </p>
            <Calendar
              aria-labelledby="pickup-date-label"
              className={s.calendar}
              value={date}
              onChange={(value) => {
                setDate(value);
                setTime('');
                form.setError(null);
              }}
              minValue={bookable[0] ? parseDate(bookable[0].date) : undefined}
              maxValue={bookable.at(-1) ? parseDate(bookable.at(-1)!.date) : undefined}
              isDateUnavailable={(day) => !byDay.get(day.toString())?.some((t) => t.available > 0)}
            >
              <header className={s.calendarHeader}>
                <AriaButton slot="previous" className={s.navButton}>
                  ‹
                </AriaButton>
                <Heading className={s.calendarTitle} />
                <AriaButton slot="next" className={s.navButton}>
                  ›
                </AriaButton>
              </header>
              <CalendarGrid className={s.grid}>
                <CalendarGridHeader>{(day) => <CalendarHeaderCell className={s.headerCell}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
                <CalendarGridBody>{(day) => <CalendarCell date={day} className={s.cell} />}</CalendarGridBody>
              </CalendarGrid>
            </Calendar>
          </div>
          <RadioGroup
            value={time}
            onChange={(value) => {
              setTime(value);
              form.setError(null);
            }}
            isDisabled={!date}
          >
            <Label className={s.legend}>{text.time}</Label>
            {date && times.every((t) => t.available === 0) ? (
              <p className={s.slotsLeft}>{text.noSlots}</p>
            ) : (
              <div className={s.times}>
                {(date ? times : []).map((t) => (
                  <Radio key={t.time} value={t.time} className={s.time} isDisabled={t.available === 0}>
                    <span className={s.timeLabel}>{t.time}</span>
                    <span className={s.slotsLeft}>{text.slotsLeft(t.available)}</span>
                  </Radio>
                ))}
              </div>
            )}
          </RadioGroup>
        </div>

        <AriaTextField value={notes} onChange={setNotes} maxLength={500}>
          <Label className={s.legend}>{text.notes}</Label>
          <TextArea className={s.textArea} />
        </AriaTextField>

        <fieldset className={s.optional}>
          <legend className={s.optionalTitle}>{text.authorizedTitle}</legend>
          <TextField label={text.authorizedName} value={authorizedName} onChange={setAuthorizedName} autoComplete="off" />
          <TextField
            label={text.authorizedCpf}
            value={authorizedCpf}
            onChange={(v) => setAuthorizedCpf(maskCpf(v))}
            inputMode="numeric"
            autoComplete="off"
          />
        </fieldset>

        <FormMessage {...form.banner} />
        <div className={s.actions}>
          <Button variant="secondary" onPress={onClose}>
            {text.cancel}
          </Button>
          <Button type="submit" variant="primary" isDisabled={form.busy}>
            {form.busy ? text.confirming : text.confirm}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
