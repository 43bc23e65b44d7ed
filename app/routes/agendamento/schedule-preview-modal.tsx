import { useEffect, useState } from 'react';
import * as s from '~/components/scheduling/scheduling.css';
import { FALLBACK_NOTICE_MINUTES, PREVIEW_IMAGES, PREVIEW_REFRESH_MS, untilStart } from '~/domain/schedule-preview';
import { formatDate, formatDateTime, formatReais } from '~/i18n/format';
import { scheduleText } from '~/i18n/pt-BR-schedules';
import { Button } from '~/ui/button';
import { Modal } from '~/ui/modal';
import * as modal from '~/ui/modal.css';
import { StatusPill } from '~/ui/status-pill';
import type { Schedule } from './schedule-types';
import { STATUS_TONE } from './status-tone';

const text = scheduleText.preview;
const money = (reais: number | null) => (reais === null ? text.none : formatReais(reais));

/** 'Preview do Leilão': how the auction will look, the time left to its start (every 60 s), and publishing. */
export function SchedulePreviewModal({
  schedule,
  onClose,
  onEdit,
  onPublish,
}: {
  schedule: Schedule | null;
  onClose: () => void;
  onEdit: (schedule: Schedule) => void;
  onPublish: (schedule: Schedule) => void;
}) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!schedule) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), PREVIEW_REFRESH_MS);
    return () => clearInterval(timer);
  }, [schedule]);
  if (!schedule) return null;
  const left = untilStart(schedule.scheduled_start, now);
  const scheduled = schedule.status === 'scheduled';
  const specs = Object.entries(schedule.specs);
  const shown = schedule.images.slice(0, PREVIEW_IMAGES);
  const more = schedule.images.length - shown.length;

  return (
    <Modal title={text.title} isOpen onClose={onClose} closeLabel={scheduleText.form.cancel} size="lg">
      <div className={s.form}>
        <div className={s.cardHead}>
          <h3 className={s.cardTitle}>{schedule.title}</h3>
          <StatusPill tone={STATUS_TONE[schedule.status]} label={scheduleText.status[schedule.status] ?? schedule.status} />
        </div>
        {scheduled &&
          (left ? (
            <div className={s.countdown} role="timer" aria-live="off">
              <span>{text.countdown}</span>
              <span className={s.countdownValue}>{scheduleText.countdown(left.days, left.hours, left.minutes)}</span>
            </div>
          ) : (
            <div className={s.countdown}>
              <span>{text.countdown}</span>
              <span className={s.countdownValue}>{text.ready}</span>
            </div>
          ))}
        {scheduled && !left && <p className={s.ready}>{text.canPublish}</p>}
        {schedule.published_lot_id && <p className={s.muted}>{text.publishedLot(schedule.published_lot_id)}</p>}
        <dl className={s.facts}>
          <dt className={s.term}>{text.description}</dt>
          <dd className={s.value}>{schedule.description}</dd>
          <dt className={s.term}>{text.category}</dt>
          <dd className={s.value}>{schedule.category}</dd>
          <dt className={s.term}>{text.condition}</dt>
          <dd className={s.value}>{schedule.condition}</dd>
          <dt className={s.term}>{text.startPrice}</dt>
          <dd className={s.value}>{money(schedule.start_price)}</dd>
          <dt className={s.term}>{text.reservePrice}</dt>
          <dd className={s.value}>{money(schedule.reserve_price)}</dd>
          <dt className={s.term}>{text.schedule}</dt>
          <dd className={s.value}>
            {formatDateTime(schedule.scheduled_start)} – {formatDateTime(schedule.scheduled_end)}
          </dd>
          <dt className={s.term}>{text.recurrence}</dt>
          <dd className={s.value}>
            {schedule.is_recurring && schedule.recurrence_type
              ? scheduleText.recurrenceText(
                  schedule.recurrence_type,
                  schedule.recurrence_interval,
                  schedule.recurrence_end_date ? formatDate(`${schedule.recurrence_end_date}T12:00:00Z`) : null,
                )
              : scheduleText.noRecurrence}
          </dd>
          <dt className={s.term}>{text.notification}</dt>
          <dd className={s.value}>
            {schedule.notify_before_start
              ? scheduleText.notificationText(schedule.notification_minutes || FALLBACK_NOTICE_MINUTES)
              : scheduleText.noNotification}
          </dd>
        </dl>
        {specs.length > 0 && (
          <section aria-label={text.specs}>
            <h4 className={s.term}>{text.specs}</h4>
            <dl className={s.facts}>
              {specs.map(([key, value]) => (
                <div key={key} className={s.contents}>
                  <dt className={s.term}>{key}</dt>
                  <dd className={s.value}>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        {shown.length > 0 && (
          <section aria-label={text.images}>
            <h4 className={s.term}>{text.images}</h4>
            <div className={s.thumbs}>
              {shown.map((url, i) => (
                <img key={url} src={url} alt={scheduleText.form.imageAlt(i + 1)} className={s.thumbImage} />
              ))}
              {more > 0 && <span className={s.more}>{text.moreImages(more)}</span>}
            </div>
          </section>
        )}
        {scheduled && (
          <div className={modal.footer}>
            <Button variant="secondary" onPress={() => onEdit(schedule)}>
              {text.edit}
            </Button>
            <Button isDisabled={left !== null} onPress={() => onPublish(schedule)}>
              {left ? text.waitForTime : text.publishNow}
            </Button>
          </div>
        )}
      </div>
    </Modal>
  );
}
