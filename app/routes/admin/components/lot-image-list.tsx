import {
  Button,
  DropIndicator,
  DropZone,
  FileTrigger,
  GridList,
  GridListItem,
  isFileDropItem,
  ProgressBar,
  Text,
  useDragAndDrop,
  type Key,
} from 'react-aria-components';
import { appendImages, makeCover, moveImages, removeImage } from '~/domain/image-order';
import { adminLotsText } from '~/i18n/pt-BR-admin-lots';
import { LOT_LIMITS } from '~/schemas/lot-editing';
import { StatusPill } from '~/ui/status-pill';
import { imageItemsFromFiles, releasePreviews, type LotImageItem } from './lot-image-upload';
import * as s from './lot-images.css';

const text = adminLotsText.images;

/**
 * 'Imagens do lote', for the create form and 'Editar Imagens' alike: a drop zone and a file picker (image
 * files only), the previews in order — the first marked 'Capa' — reordered by dragging or with the
 * keyboard (the handle, Enter, arrows, Enter), each with 'Definir capa' and 'Remover'; the upload's
 * progress while it runs.
 */
export function LotImageList({
  id,
  items,
  onChange,
  onRejected,
  progress,
  isDisabled = false,
}: {
  id: string;
  items: LotImageItem[];
  onChange: (items: LotImageItem[]) => void;
  /** names of dropped or picked files that are not images */
  onRejected: (message: string | null) => void;
  /** 0–100 while uploading, else null */
  progress: number | null;
  isDisabled?: boolean;
}) {
  const add = (files: File[]) => {
    const { items: added, rejected } = imageItemsFromFiles(files);
    const { items: next } = appendImages(items, added, LOT_LIMITS.images);
    releasePreviews(added.filter((a) => !next.includes(a)));
    onRejected(rejected.length ? rejected.map(text.notImage).join(' · ') : null);
    onChange(next);
  };
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder: (e) =>
      onChange(
        moveImages(items, new Set([...e.keys].map(String)), String(e.target.key), e.target.dropPosition === 'after' ? 'after' : 'before'),
      ),
    renderDropIndicator: (target) => <DropIndicator target={target} className={s.dropIndicator} />,
    isDisabled,
  });
  const remove = (key: Key) => {
    releasePreviews(items.filter((i) => i.key === key));
    onChange(removeImage(items, String(key)));
  };

  return (
    <div className={s.field} role="group" aria-labelledby={`${id}-label`}>
      <span className={s.legend} id={`${id}-label`}>
        {adminLotsText.create.fields.images}
      </span>
      <DropZone
        className={s.dropZone}
        isDisabled={isDisabled}
        aria-label={text.dropHere}
        onDrop={async (e) => {
          const files = await Promise.all(e.items.filter(isFileDropItem).map((item) => item.getFile()));
          add(files);
        }}
      >
        <Text slot="label">{text.dropZone}</Text>
        <FileTrigger acceptedFileTypes={['image/*']} allowsMultiple onSelect={(list) => list && add([...list])}>
          <Button className={s.smallButton} isDisabled={isDisabled}>
            {text.pick}
          </Button>
        </FileTrigger>
      </DropZone>
      <p className={s.legend} id={`${id}-help`}>
        {text.accepted}. {text.reorderHelp}
      </p>
      <GridList
        aria-label={text.listLabel}
        aria-describedby={`${id}-help`}
        layout="grid"
        items={items}
        // Each tile shows its position and acts on the current list: render them again when it changes.
        dependencies={[items, isDisabled]}
        dragAndDropHooks={dragAndDropHooks}
        className={s.grid}
        renderEmptyState={() => <p className={s.legend}>{text.none}</p>}
        data-testid={`${id}-list`}
      >
        {(item) => {
          const position = items.indexOf(item) + 1;
          return (
            <GridListItem id={item.key} textValue={text.alt(position)} className={s.item}>
              <div className={s.itemHead}>
                <Button slot="drag" className={s.handle} aria-label={text.dragHandle(position)}>
                  ⠿
                </Button>
                {position === 1 && <StatusPill tone="green" label={text.cover} />}
              </div>
              <img src={item.src} alt={text.alt(position)} className={s.thumb} />
              <div className={s.itemActions}>
                {position > 1 && (
                  <Button className={s.smallButton} isDisabled={isDisabled} onPress={() => onChange(makeCover(items, item.key))}>
                    {text.setCover}
                  </Button>
                )}
                <Button className={s.smallButton} isDisabled={isDisabled} onPress={() => remove(item.key)}>
                  {text.remove}
                </Button>
              </div>
            </GridListItem>
          );
        }}
      </GridList>
      {progress !== null && (
        <ProgressBar value={progress} aria-label={text.uploading(progress)} className={s.progress}>
          {({ percentage }) => (
            <>
              <span>{text.uploading(Math.round(percentage ?? 0))}</span>
              <div className={s.track}>
                <div className={s.fill} style={{ width: `${percentage ?? 0}%` }} />
              </div>
            </>
          )}
        </ProgressBar>
      )}
    </div>
  );
}
