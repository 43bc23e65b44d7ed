import { style } from '@vanilla-extract/css';
import { panel, panelTitle } from '~/styles/surface.css';
import { emptyNote, mutedNote } from '~/styles/text.css';
import { vars } from '~/styles/theme.css';
import { pageGrid, pageTitle } from '~/styles/utility.css';

// One column that may shrink below its content: the tab list and wide tables scroll inside it on a phone.
export const page = pageGrid;
export const head = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
export const title = pageTitle;
export const section = panel;
export const sectionTitle = panelTitle;
export const filters = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', alignItems: 'end' });
export const empty = emptyNote;
export const muted = mutedNote;
export const facts = style({ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', fontSize: vars.text.base });
export const term = style({ color: vars.color.inkSoft, fontWeight: 600 });
export const value = style({ margin: 0 });
export const linkButton = style({
  border: 0,
  background: 'none',
  padding: 0,
  color: vars.color.blue,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
  textAlign: 'left',
});
export const contents = style({ display: 'contents' });

/** 'Importar lotes' at the top of the Lotes tab: a link drawn as a button, its own width. */
export const importLink = style({ justifySelf: 'start' });
