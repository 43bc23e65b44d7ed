/** A lot's stored statuses as the site shows them; the back office's lot list calls a closed lot 'Fechado'. */
import type { LotStatus } from '~/domain/lot-status';

export const lotStatusLabels: Record<LotStatus, string> = { active: 'Ativo', closed: 'Encerrado', pending: 'Pendente' };

export const adminLotStatusLabels: Record<LotStatus, string> = { ...lotStatusLabels, closed: 'Fechado' };
