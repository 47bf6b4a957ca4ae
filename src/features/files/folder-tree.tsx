/**
 * The folders the caller may open, as a tree (MUI X Tree View: the WAI-ARIA tree pattern, arrows
 * to move, Enter to open): the shared folder and the ones made in it, then the professionals'.
 * The folder open is the one selected. A file dragged from the list can be dropped on a folder
 * the caller may change ('Move to…' is the same move for a keyboard).
 */
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useMemo, useState } from 'react';
import type { DragEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Folder } from '@generated/product/model';
import { fileMessages as m } from './file-messages';
import { FILE_DRAG_TYPE } from './file-view';

/** A folder's name as the page says it: the two the platform makes are named in the reader's language. */
export function useFolderName() {
  const t = useIntl().formatMessage;
  return (folder: Folder) =>
    folder.id === 'shared'
      ? t(m.shared)
      : folder.id === 'professionals'
        ? t(m.professionals)
        : folder.name;
}

/** The folders above `id`, nearest last. */
function ancestors(id: string, byId: Map<string, Folder>): string[] {
  const path: string[] = [];
  for (let at = byId.get(id)?.parentId; at; at = byId.get(at)?.parentId) path.unshift(at);
  return path;
}

export function FolderTree({
  folders,
  open,
  onOpen,
  onDropFile,
}: {
  folders: readonly Folder[];
  open: string;
  onOpen: (id: string) => void;
  onDropFile: (fileId: string, folder: Folder) => void;
}) {
  const t = useIntl().formatMessage;
  const name = useFolderName();
  const { byId, children } = useMemo(() => {
    const byId = new Map(folders.map((f) => [f.id, f]));
    const children = new Map<string, Folder[]>();
    for (const f of folders) {
      const parent = f.parentId && byId.has(f.parentId) ? f.parentId : '';
      children.set(parent, [...(children.get(parent) ?? []), f]);
    }
    return { byId, children };
  }, [folders]);
  const [expanded, setExpanded] = useState<string[]>(() => ['shared', ...ancestors(open, byId)]);
  // A folder opened from elsewhere (one just made, a parent after a deletion) shows in the tree:
  // its parents are expanded when it becomes the open one (state adjusted while rendering).
  const [shown, setShown] = useState(open);
  if (shown !== open) {
    setShown(open);
    const above = ancestors(open, byId);
    if (!above.every((id) => expanded.includes(id)))
      setExpanded([...new Set([...expanded, ...above])]);
  }

  const [dropOn, setDropOn] = useState<string | undefined>();
  const carriesFile = (event: DragEvent) => event.dataTransfer.types.includes(FILE_DRAG_TYPE);
  const dropTarget = (f: Folder) => ({
    onDragOver: (event: DragEvent) => {
      if (!carriesFile(event)) return;
      // The nearest folder answers, never its parent: a read-only one refuses the drop.
      event.stopPropagation();
      if (!f.writable) {
        event.dataTransfer.dropEffect = 'none';
        setDropOn(undefined);
        return;
      }
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setDropOn(f.id);
    },
    onDragLeave: (event: DragEvent) => {
      event.stopPropagation();
      // Moving between the parts of one folder's row is not leaving it.
      if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
      setDropOn((at) => (at === f.id ? undefined : at));
    },
    onDrop: (event: DragEvent) => {
      if (!carriesFile(event)) return;
      event.stopPropagation();
      setDropOn(undefined);
      if (!f.writable) return;
      event.preventDefault();
      onDropFile(event.dataTransfer.getData(FILE_DRAG_TYPE), f);
    },
  });

  const items = (parent: string) =>
    (children.get(parent) ?? []).map((f) => (
      <TreeItem
        key={f.id}
        itemId={f.id}
        label={<bdi>{name(f)}</bdi>}
        {...dropTarget(f)}
        data-drop-target={dropOn === f.id || undefined}
      >
        {items(f.id)}
      </TreeItem>
    ));

  return (
    <SimpleTreeView
      aria-label={t(m.folders)}
      selectedItems={open || null}
      onSelectedItemsChange={(_, id) => id && onOpen(id)}
      expandedItems={expanded}
      onExpandedItemsChange={(_, ids) => setExpanded(ids)}
      sx={{
        '& .MuiTreeItem-label': { overflowWrap: 'anywhere' },
        '& [data-drop-target="true"] > .MuiTreeItem-content': {
          outline: 2,
          outlineColor: 'primary.main',
          outlineOffset: -2,
        },
      }}
    >
      {items('')}
    </SimpleTreeView>
  );
}
