/**
 * The maximum form reads its amount as the API will judge it: required, a valid amount in reais, never below
 * the member's own maximum ('O lance máximo não pode ser reduzido'), at least the minimum bid ('O lance
 * máximo deve ser de pelo menos R$ X'). The room decides in the end; this only spares a refused request.
 */
import { minimumBidCents } from '~/domain/bid-rules';
import { liveText } from '~/i18n/pt-BR-live';
import { readBidAmount, type BidInputCheck } from './bid';

export function readMaxAmount(input: string, currentPriceCents: number, ownMaxCents: number | null): BidInputCheck {
  if (input.trim() === '') return { ok: false, message: liveText.maximum.required };
  const read = readBidAmount(input);
  if (!read.ok) return read;
  if (ownMaxCents !== null && read.amountCents < ownMaxCents) return { ok: false, message: liveText.maximum.lowered };
  const minimum = minimumBidCents(currentPriceCents);
  if (read.amountCents < minimum) return { ok: false, message: liveText.maximum.atLeast(minimum) };
  return read;
}
