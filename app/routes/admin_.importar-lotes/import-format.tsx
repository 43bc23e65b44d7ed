import { IMPORT_COLUMNS } from '~/domain/lot-import/rows';
import { lotImportText } from '~/i18n/pt-BR-lot-import';
import { TableScroll } from '~/ui/table-scroll';
import * as s from './route.css';

const text = lotImportText.format;

const EXAMPLE = [
  'etiqueta;titulo;descricao;categoria;condicao;estado_funcional;estado_estetico;lance_inicial;reserva;prorrogacao_min;inicio;fim',
  'NB-0001;Notebook Dell Latitude 5420;;Notebooks;Usado - Bom;tested;B;1.200,00;1.500,00;3;01/12/2027 10:00;10/12/2027 20:00',
].join('\n');

/** The CSV's format, as docs/lot-import.md describes it. */
export function ImportFormat() {
  return (
    <div className={s.format}>
      <p className={s.note}>{text.columns}</p>
      <ul className={s.formatList}>
        {IMPORT_COLUMNS.map((column) => (
          <li key={column}>{text.column[column]}</li>
        ))}
      </ul>
      <p className={s.note}>{text.files}</p>
      <p className={s.note}>{text.rerun}</p>
      <p className={s.label}>{text.example}</p>
      <TableScroll label={text.example}>
        <pre className={s.example}>{EXAMPLE}</pre>
      </TableScroll>
    </div>
  );
}
