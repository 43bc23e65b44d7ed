/** The white surface that lifts cards and sections off the page, and the padded section built on it. */
import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const raised = style({ background: vars.color.surface, borderRadius: vars.radius.lg, boxShadow: vars.shadow.card });

/** A section of a page: padded, its content in a grid, free to shrink below its content (wide tables scroll inside). */
export const panel = style([raised, { padding: vars.space.lg, display: 'grid', gap: vars.space.md, minWidth: 0 }]);

export const panelTitle = style({ fontSize: vars.text.xl, fontWeight: 800 });
