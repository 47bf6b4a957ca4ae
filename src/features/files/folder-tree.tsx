/**
 * The folders the caller may open, as a tree (MUI X Tree View: the WAI-ARIA tree pattern, arrows
 * to move, Enter to open): the shared folder and the ones made in it, then the professionals'.
 * The folder open is the one selected.
 */
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Folder } from '@generated/product/model';
import { fileMessages as m } from './file-messages';

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
}: {
  folders: readonly Folder[];
  open: string;
  onOpen: (id: string) => void;
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

  const items = (parent: string) =>
    (children.get(parent) ?? []).map((f) => (
      <TreeItem key={f.id} itemId={f.id} label={<bdi>{name(f)}</bdi>}>
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
      sx={{ '& .MuiTreeItem-label': { overflowWrap: 'anywhere' } }}
    >
      {items('')}
    </SimpleTreeView>
  );
}
