/** What every chart's axes share: axis and tick lines in the line colour, the tick labels' class, whole-number ticks. */
import { formatInteger } from '~/i18n/format-figures';
import * as c from './charts.css';

/** `tickLabel`: c.tickLabelReal on charts drawn at their real width, c.tickLabel on those scaled by their viewBox. */
export function axisLook(tickLabel: string = c.tickLabelReal) {
  return { axisLineClassName: c.axisLine, tickLineProps: { className: c.axisLine }, tickLabelProps: { className: tickLabel } };
}

/** A tick's value as a pt-BR whole number. */
export const integerTick = (value: unknown) => formatInteger(Number(value));
