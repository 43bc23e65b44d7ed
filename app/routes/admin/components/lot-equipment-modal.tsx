import { useEffect, useState } from 'react';
import { apiRequest } from '~/client/api-request';
import type { Outcome } from '~/client/form-outcome';
import { useApiForm } from '~/hooks/use-api-form';
import { adminPanelText } from '~/i18n/pt-BR-admin';
import { equipmentAdminText } from '~/i18n/pt-BR-equipment-admin';
import * as admin from '~/routes/admin/route.css';
import type { AdminEquipment } from '~/schemas/lot-equipment';
import type { AdminLot } from '~/server/admin/lot-list.server';
import { Button } from '~/ui/button';
import { FormMessage } from '~/ui/form-message';
import { Modal } from '~/ui/modal';
import * as m from '~/ui/modal.css';
import { EquipmentAttached } from './equipment-attached';
import { EquipmentFilePicker } from './equipment-file-picker';
import * as s from './lot-equipment.css';

const text = equipmentAdminText.dialog;
const JSON_FILES = ['application/json', '.json'];
const TEXT_FILES = ['text/plain', '.txt', '.uevent'];

interface FileError {
  file: string;
  message: string;
}

/** The files a refusal named (422 `{ error, files }`), else none. */
function refusedFiles(outcome: Outcome<unknown>): FileError[] {
  if (outcome.ok || !outcome.payload || typeof outcome.payload !== 'object' || !('files' in outcome.payload)) return [];
  const files: unknown = outcome.payload.files;
  if (!Array.isArray(files)) return [];
  return files.filter(
    (f: unknown): f is FileError =>
      typeof f === 'object' && f !== null && 'file' in f && typeof f.file === 'string' && 'message' in f && typeof f.message === 'string',
  );
}

const named = async (file: File) => ({ name: file.name, text: await file.text() });

/**
 * 'Relatório da máquina' of one lot: what is attached (machine, drives and serials, battery, certificate
 * code), and the files to attach or replace it ('lshw -json', 'smartctl --json -a (um por disco)', 'Bateria
 * (uevent)'; 'Manifesto de apagamento (JSON)'), read here as text and sent as JSON; 'Remover relatório',
 * 'Remover certificado'. The server names each refused file; nothing changes then. Once the lot has a bid
 * or is closed, nothing may change and the dialog says why.
 */
export function LotEquipmentModal({ lot, onClose }: { lot: AdminLot; onClose: () => void }) {
  const [equipment, setEquipment] = useState<AdminEquipment | null>(null);
  const [lshw, setLshw] = useState<File[]>([]);
  const [smartctl, setSmartctl] = useState<File[]>([]);
  const [battery, setBattery] = useState<File[]>([]);
  const [manifest, setManifest] = useState<File[]>([]);
  const [fileErrors, setFileErrors] = useState<FileError[]>([]);
  const form = useApiForm();
  const lockedReason = lot.status === 'closed' ? text.closedReason : lot.bid_count > 0 ? text.lockedReason : null;
  const disabled = form.busy || lockedReason !== null || equipment === null;

  useEffect(() => {
    let current = true;
    void apiRequest<AdminEquipment>(`/api/auctions/${lot.id}/equipment`, { fallbackError: text.failed }).then((answer) => {
      if (!current) return;
      if (answer.ok) setEquipment(answer.data);
      else form.setError(answer.error);
    });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once per dialog
  }, [lot.id]);

  /** A PUT with the chosen files read as text (`files`, for the message should one not be readable), or a DELETE. */
  function send(path: string, change: { files: File[]; body: () => Promise<unknown> } | null, successToast: string, after: () => void) {
    setFileErrors([]);
    void form.run<AdminEquipment>(
      async () => {
        if (!change) return apiRequest<AdminEquipment>(`/api/auctions/${lot.id}/${path}`, { method: 'DELETE', fallbackError: text.failed });
        const body = await change.body().catch(() => null);
        if (body === null) return { ok: false, error: text.readFailed(change.files.map((f) => f.name).join(', ')) };
        return apiRequest<AdminEquipment>(`/api/auctions/${lot.id}/${path}`, { method: 'PUT', body, fallbackError: text.failed });
      },
      {
        successToast,
        revalidate: true,
        onSuccess: (data) => {
          setEquipment(data);
          after();
        },
        // The files the server refused, each with its message, in one alert (instead of the banner).
        handled: (outcome) => {
          const refused = refusedFiles(outcome);
          setFileErrors(refused);
          return refused.length > 0;
        },
      },
    );
  }

  const attachReport = () => {
    if (!lshw[0]) return form.setError(text.needLshw);
    const [lshwFile] = lshw;
    send(
      'hardware-report',
      {
        files: [lshwFile, ...smartctl, ...battery],
        body: async () => ({
          lshw: await named(lshwFile),
          smartctl: await Promise.all(smartctl.map(named)),
          battery: battery[0] ? await named(battery[0]) : null,
        }),
      },
      text.reportSaved,
      () => [setLshw, setSmartctl, setBattery].forEach((clear) => clear([])),
    );
  };

  const attachCertificate = () => {
    if (!manifest[0]) return form.setError(text.needManifest);
    const [file] = manifest;
    send('wipe-certificate', { files: [file], body: async () => ({ manifest: await named(file) }) }, text.certificateSaved, () =>
      setManifest([]),
    );
  };

  return (
    <Modal title={text.title} isOpen onClose={onClose} closeLabel={adminPanelText.close} size="lg">
      <div className={m.body}>
        <p className={admin.muted}>
          #{lot.id} · {lot.title}
          {lot.asset_tag && ` · ${lot.asset_tag}`}
        </p>
        {equipment && <EquipmentAttached equipment={equipment} />}
        {lockedReason && (
          <p className={s.reason} role="note">
            {lockedReason}
          </p>
        )}
        <FormMessage {...form.banner} />
        {fileErrors.length > 0 && (
          <div role="alert" data-testid="equipment-file-errors">
            <p className={s.reason}>{equipmentAdminText.errors.filesRefused}</p>
            <ul className={s.errors}>
              {fileErrors.map((e) => (
                <li key={e.file}>{e.message}</li>
              ))}
            </ul>
          </div>
        )}
        <section className={s.part} aria-labelledby={`equipment-report-${lot.id}`}>
          <h3 className={s.heading} id={`equipment-report-${lot.id}`}>
            {text.reportHeading}
          </h3>
          <div className={s.pickers}>
            <EquipmentFilePicker label={text.lshwFile} files={lshw} onChange={setLshw} accept={JSON_FILES} isDisabled={disabled} />
            <EquipmentFilePicker
              label={text.smartctlFiles}
              files={smartctl}
              onChange={setSmartctl}
              multiple
              accept={JSON_FILES}
              isDisabled={disabled}
            />
            <EquipmentFilePicker label={text.batteryFile} files={battery} onChange={setBattery} accept={TEXT_FILES} isDisabled={disabled} />
          </div>
          <div className={s.actions}>
            <Button isDisabled={disabled} onPress={attachReport}>
              {form.busy ? text.sending : text.attachReport}
            </Button>
            {equipment?.report && (
              <Button variant="ghost" isDisabled={disabled} onPress={() => send('hardware-report', null, text.reportRemoved, () => {})}>
                {text.removeReport}
              </Button>
            )}
          </div>
        </section>
        <section className={s.part} aria-labelledby={`equipment-certificate-${lot.id}`}>
          <h3 className={s.heading} id={`equipment-certificate-${lot.id}`}>
            {text.certificateHeading}
          </h3>
          <EquipmentFilePicker
            label={text.manifestFile}
            files={manifest}
            onChange={setManifest}
            accept={JSON_FILES}
            isDisabled={disabled}
          />
          <div className={s.actions}>
            <Button isDisabled={disabled} onPress={attachCertificate}>
              {form.busy ? text.sending : text.attachCertificate}
            </Button>
            {equipment?.certificate && (
              <Button
                variant="ghost"
                isDisabled={disabled}
                onPress={() => send('wipe-certificate', null, text.certificateRemoved, () => {})}
              >
                {text.removeCertificate}
              </Button>
            )}
          </div>
        </section>
        <div className={m.footer}>
          <Button variant="secondary" onPress={onClose}>
            {text.close}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
