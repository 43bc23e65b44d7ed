import { describe, expect, it } from 'vitest';
import { checkEquipmentUploads } from '~/domain/equipment/equipment-upload';
import { lotImportText } from '~/i18n/pt-BR-lot-import';
import { HARDWARE_FIXTURES } from '../../fixtures/hardware';
import { REAL_DRIVE_REPORTS } from '../../fixtures/hardware/real';

describe('the description an imported lot gets from its report: the drives', () => {
  it("names each drive by kind and size, 'disco' when the report does not tell the kind, no size when it gives none", () => {
    const noCapacity = JSON.parse(REAL_DRIVE_REPORTS.ataNoRotationRate.text) as Record<string, unknown>;
    delete noCapacity.user_capacity;
    const check = checkEquipmentUploads(
      [
        ...HARDWARE_FIXTURES.laptop.filter((f) => f.kind === 'lshw'),
        REAL_DRIVE_REPORTS.sasSmartctl67,
        REAL_DRIVE_REPORTS.sasSsd,
        { kind: 'smartctl', name: 'sem-capacidade.smartctl.sdc.json', text: JSON.stringify(noCapacity) },
      ],
      '2026-11-25T12:00:00.000Z',
    );
    if (!check.ok || !check.report) throw new Error(JSON.stringify(check));
    const description = lotImportText.describeMachine(check.report);
    expect(description).toContain('HD de 1200 GB, SSD de 800 GB, disco');
    expect(description).toMatch(/, disco\. Ficha técnica verificada pelo relatório da máquina\.$/);
  });
});
