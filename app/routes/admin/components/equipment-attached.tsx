import { machineName } from '~/domain/equipment/firmware-text';
import { formatDateTime } from '~/i18n/format';
import { equipmentText } from '~/i18n/pt-BR-equipment';
import { equipmentAdminText } from '~/i18n/pt-BR-equipment-admin';
import * as admin from '~/routes/admin/route.css';
import type { AdminEquipment } from '~/schemas/lot-equipment';
import * as s from './lot-equipment.css';

const text = equipmentAdminText.dialog;

type Report = NonNullable<AdminEquipment['report']>;
type Drive = Report['drives'][number];

/** 'Samsung SSD 860 · SSD SATA · Saudável — 0 setores realocados' (the health line the lot page shows). */
const driveLine = (d: Drive) =>
  `${d.model} · ${equipmentText.driveKindLabel(d.kind, d.protocol)} · ${equipmentText.driveHealthLine({
    kind: d.kind,
    smartPassed: d.smart_passed,
    powerOnHours: d.power_on_hours,
    reallocatedSectors: d.reallocated_sectors,
    pendingSectors: d.pending_sectors,
    percentageUsed: d.percentage_used,
    mediaErrors: d.media_errors,
  })}`;

/** What is attached to the lot: the machine, its drives with their serials (whole: administrators), the battery, the certificate's code. */
export function EquipmentAttached({ equipment }: { equipment: AdminEquipment }) {
  const { report, certificate, figures } = equipment;
  return (
    <dl className={s.facts} data-testid="equipment-attached">
      {report ? (
        <>
          <dt className={admin.term}>{text.machine}</dt>
          <dd className={admin.value}>
            {machineName(report.system)}
            {report.system.serial && <span className={s.serial}> · {report.system.serial}</span>}
            <br />
            {text.reportedAt(formatDateTime(report.reported_at))}
          </dd>
          <dt className={admin.term}>{text.cpu}</dt>
          <dd className={admin.value}>{report.cpus.join(', ')}</dd>
          <dt className={admin.term}>{text.memory}</dt>
          <dd className={admin.value}>{figures.memory_gb === null ? '—' : `${figures.memory_gb} GB`}</dd>
          <dt className={admin.term}>{text.drives}</dt>
          <dd className={admin.value}>
            <ul className={s.drives}>
              {report.drives.map((d) => (
                <li key={d.serial}>
                  {driveLine(d)} · <span className={s.serial}>{d.serial}</span>
                </li>
              ))}
            </ul>
          </dd>
          {report.battery && (
            <>
              <dt className={admin.term}>{text.battery}</dt>
              <dd className={admin.value}>
                {equipmentText.batteryLine({ healthPercent: report.battery.health_percent, cycleCount: report.battery.cycle_count })}
              </dd>
            </>
          )}
        </>
      ) : (
        <>
          <dt className={admin.term}>{text.machine}</dt>
          <dd className={admin.value}>{text.nothing}</dd>
        </>
      )}
      <dt className={admin.term}>{text.certificate}</dt>
      <dd className={admin.value}>
        {certificate ? (
          <>
            {text.code}: <strong className={s.serial}>{certificate.code}</strong>
            {` · ${figures.wipe_method ? equipmentText.wipedBadge(figures.wipe_method) : text.uncoveredDrives}`}
          </>
        ) : (
          text.noCertificate
        )}
      </dd>
    </dl>
  );
}
