import { Link } from '@remix-run/react';
import type { DriveHealthFigures } from '~/domain/equipment/drive-health';
import { machineName } from '~/domain/equipment/firmware-text';
import type { MemoryPart } from '~/domain/equipment/memory-parts';
import type { DriveHealth } from '~/domain/equipment/summary';
import { formatDate, formatDateTime } from '~/i18n/format';
import { formatFileSize } from '~/i18n/format-file-size';
import { equipmentText } from '~/i18n/pt-BR-equipment';
import { equipmentSheetText } from '~/i18n/pt-BR-equipment-sheet';
import type { EquipmentSheet, SheetCertificate, SheetDevice, SheetDrive, SheetMemoryModule } from '~/schemas/equipment-sheet';
import { AlertIcon, CheckIcon, InfoIcon } from '~/ui/icons';
import * as specs from './lot-specs.css';
import * as s from './verified-sheet.css';

const text = equipmentSheetText.sheet;

/** The figures `driveHealthLine` words ('Atenção — 12 setores realocados, 2 pendentes'). */
const healthFigures = (drive: SheetDrive): DriveHealthFigures => ({
  kind: drive.kind,
  smartPassed: drive.smart_passed,
  powerOnHours: drive.power_on_hours,
  reallocatedSectors: drive.reallocated_sectors,
  pendingSectors: drive.pending_sectors,
  percentageUsed: drive.percentage_used,
  mediaErrors: drive.media_errors,
});

/** The colour and the icon repeat the health word; neither replaces it. */
function HealthIcon({ health }: { health: DriveHealth }) {
  if (health === 'healthy') return <CheckIcon size={16} />;
  return health === 'unknown' ? <InfoIcon size={16} /> : <AlertIcon size={16} />;
}

/** A bank across the wire as memory-parts.ts words it. */
const memoryPartOf = (m: SheetMemoryModule): MemoryPart => ({
  sizeBytes: m.size_bytes,
  type: m.type,
  speedMhz: m.speed_mhz,
  soldered: m.soldered,
});

const devices = (list: SheetDevice[]) => list.map((d) => [d.vendor, d.product].filter(Boolean).join(' ')).join('; ');

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className={specs.row}>
      <dt className={specs.term}>{term}</dt>
      <dd className={specs.value}>{children}</dd>
    </div>
  );
}

function Drive({ drive, n }: { drive: SheetDrive; n: number }) {
  const titleId = `verified-drive-${n}`;
  return (
    <li className={s.drive} aria-labelledby={titleId} data-testid="verified-drive">
      <h4 className={s.driveTitle} id={titleId}>
        {text.drive(n)}: {drive.model}
      </h4>
      <dl className={specs.list}>
        <Row term={text.driveKind}>{equipmentText.driveKindLabel(drive.kind, drive.protocol)}</Row>
        <Row term={text.capacity}>{equipmentText.driveCapacity(drive.capacity_bytes)}</Row>
        <Row term={text.health}>
          <span className={s.health[drive.health]} data-health={drive.health}>
            <HealthIcon health={drive.health} />
            {equipmentText.driveHealthLine(healthFigures(drive))}
          </span>
        </Row>
        {drive.power_on_hours !== null && <Row term={text.powerOn}>{text.powerOnHours(drive.power_on_hours)}</Row>}
        <Row term={text.serial}>
          <span className={s.serial}>{drive.serial}</span>
        </Row>
        <Row term={text.wipe}>
          {drive.wipe ? (
            <>
              {text.wipeLine(
                equipmentText.wipeMethodLabels[drive.wipe.method],
                drive.wipe.technique,
                drive.wipe.tool,
                formatDateTime(drive.wipe.finished_at),
              )}
              {' — '}
              {drive.wipe.verified ? text.wipeVerified : text.wipeNotVerified}
            </>
          ) : (
            <span className={s.noWipe}>{equipmentText.noWipeCertificate}</span>
          )}
        </Row>
      </dl>
    </li>
  );
}

/** 'Dados apagados — NIST 800-88 Purge', linking to the printable certificate (only when every drive is covered). */
export function WipeBadge({ lotId, certificate }: { lotId: number; certificate: SheetCertificate | null }) {
  if (!certificate?.method) return null;
  return (
    <Link to={`/lotes/${lotId}/certificado`} className={s.wipedBadge} data-testid="wipe-badge">
      {equipmentText.wipedBadge(certificate.method)}
    </Link>
  );
}

/**
 * 'Ficha técnica verificada': the machine's own report as description lists (a screen reader reads term and
 * value together; on a phone they stack), each drive with its health word and figures and its wipe line, the raw
 * files for approved members (`files`: 'sign_in' for a visitor, 'approval' for an account not yet approved).
 * Serials arrive masked or whole from the server, and the file list only for those who may download.
 */
export function VerifiedSheet({
  lotId,
  sheet,
  files,
  className,
}: {
  lotId: number;
  sheet: EquipmentSheet;
  files: 'download' | 'sign_in' | 'approval';
  className: string;
}) {
  const memory = sheet.memory;
  const memoryParts = memory.modules.map(memoryPartOf);
  const memoryDetails = equipmentText.memoryDetails(memoryParts);
  const machine = machineName(sheet.system);
  const chassis = equipmentText.chassisLabel(sheet.system.chassis);
  return (
    <section className={className} aria-labelledby="verified-sheet-title" data-testid="verified-sheet">
      <div className={s.head}>
        <h2 className={s.title} id="verified-sheet-title">
          {equipmentText.sheetTitle}
        </h2>
        <p className={s.badges}>
          <span className={s.verifiedBadge} data-testid="verified-badge">
            <CheckIcon size={16} />
            {equipmentText.verifiedBadge} {text.verifiedOn(formatDate(sheet.verified_at))}
          </span>
          <WipeBadge lotId={lotId} certificate={sheet.certificate} />
        </p>
      </div>
      <dl className={specs.list}>
        {machine && <Row term={text.system}>{machine}</Row>}
        {chassis && <Row term={text.chassis}>{chassis}</Row>}
        {sheet.system.serial && (
          <Row term={text.serial}>
            <span className={s.serial}>{sheet.system.serial}</span>
          </Row>
        )}
        {sheet.cpus.map((cpu, i) => (
          <Row key={i} term={text.cpu}>
            {cpu.model}
            {(cpu.cores !== null || cpu.threads !== null) && <span className={s.figure}>{equipmentText.cpuCores(cpu)}</span>}
          </Row>
        ))}
        <Row term={text.memory}>
          {equipmentText.memoryTotal(memory.total_bytes, memoryParts)}
          {memoryDetails && <span className={s.figure}>{memoryDetails}</span>}
        </Row>
        {sheet.graphics.length > 0 && <Row term={text.graphics}>{devices(sheet.graphics)}</Row>}
        {sheet.network.length > 0 && <Row term={text.network}>{devices(sheet.network)}</Row>}
        {sheet.battery && (
          <Row term={text.battery}>
            {equipmentText.batteryLine({ healthPercent: sheet.battery.health_percent, cycleCount: sheet.battery.cycle_count })}
          </Row>
        )}
      </dl>
      {sheet.drives.length > 0 && (
        <>
          <h3 className={s.subTitle}>{text.drives}</h3>
          <ul className={s.drives}>
            {sheet.drives.map((drive, i) => (
              <Drive key={i} drive={drive} n={i + 1} />
            ))}
          </ul>
        </>
      )}
      {!sheet.serials_whole && <p className={s.note}>{text.serialsMasked}</p>}
      {files === 'download' ? (
        sheet.files.length > 0 && (
          <>
            <h3 className={s.subTitle}>{text.files}</h3>
            <ul className={s.files} data-testid="verified-files">
              {sheet.files.map((file) => (
                <li key={file.id}>
                  <a href={`/api/auctions/${lotId}/equipment-files/${file.id}`} download={file.name}>
                    {text.fileLink(file.name, formatFileSize(file.size_bytes))}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )
      ) : (
        <p className={s.note}>{files === 'sign_in' ? text.filesForMembers : text.filesAfterApproval}</p>
      )}
    </section>
  );
}
