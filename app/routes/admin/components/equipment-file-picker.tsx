import { useId } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { adminLotsText } from '~/i18n/pt-BR-admin-lots';
import { equipmentAdminText } from '~/i18n/pt-BR-equipment-admin';
import { buttonClass } from '~/ui/button';
import * as s from './lot-equipment.css';

/**
 * One file field of 'Relatório da máquina': its label (the tool's command), 'Escolher arquivos' and the names
 * chosen, announced with the button. The files are read as text when the form is sent.
 */
export function EquipmentFilePicker({
  label,
  files,
  onChange,
  multiple = false,
  accept,
  isDisabled,
}: {
  label: string;
  files: File[];
  onChange: (files: File[]) => void;
  multiple?: boolean;
  accept: string[];
  isDisabled: boolean;
}) {
  const id = useId();
  return (
    <div className={s.picker} role="group" aria-labelledby={`${id}-label`}>
      <span className={s.pickerLabel} id={`${id}-label`}>
        {label}
      </span>
      <FileTrigger acceptedFileTypes={accept} allowsMultiple={multiple} onSelect={(list) => onChange(list ? [...list] : [])}>
        <Button className={buttonClass('secondary', 'sm')} isDisabled={isDisabled} aria-describedby={`${id}-chosen`}>
          {multiple ? adminLotsText.images.pick : equipmentAdminText.dialog.pickOne}
        </Button>
      </FileTrigger>
      <p className={s.chosen} id={`${id}-chosen`}>
        {equipmentAdminText.dialog.chosen(files.map((f) => f.name))}
      </p>
    </div>
  );
}
