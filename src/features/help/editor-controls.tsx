/**
 * The editor's toolbar, in the reader's language: only what Markdown keeps. Inside a table, the
 * buttons that add and remove its rows and columns appear (Markdown tables have one header row
 * and no merged cells, so those are not offered).
 */
import LinkIcon from '@mui/icons-material/Link';
import type { Editor } from '@tiptap/react';
import {
  MenuButton,
  MenuButtonAddTable,
  MenuButtonBlockquote,
  MenuButtonBold,
  MenuButtonBulletedList,
  MenuButtonCode,
  MenuButtonItalic,
  MenuButtonOrderedList,
  MenuButtonRedo,
  MenuButtonStrikethrough,
  MenuButtonUndo,
  MenuControlsContainer,
  MenuDivider,
  MenuSelectHeading,
} from 'mui-tiptap';
import {
  DeleteColumn,
  DeleteRow,
  InsertColumnRight,
  InsertRowBottom,
  Table,
} from 'mui-tiptap/icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LinkDialog } from './link-dialog';
import { toolbarMessages as tm } from './edit-messages';

export function EditorControls({ editor }: { editor: Editor | null }) {
  const t = useIntl().formatMessage;
  const [linking, setLinking] = useState(false);
  // A page moving on (a new article opened at its address) destroys the editor before React
  // has let go of its controls: they draw nothing then.
  if (editor?.isDestroyed) return null;
  const inTable = editor?.isActive('table') ?? false;
  const run = (command: (e: Editor) => boolean) => () => {
    if (editor) command(editor);
  };
  return (
    <MenuControlsContainer>
      <MenuSelectHeading
        aria-label={t(tm.headings)}
        tooltipTitle={t(tm.headings)}
        hideShortcuts
        sx={{ minWidth: 168 }}
        labels={{
          empty: t(tm.headings),
          paragraph: t(tm.paragraph),
          heading2: t(tm.heading2),
          heading3: t(tm.heading3),
          heading4: t(tm.heading4),
        }}
      />
      <MenuDivider />
      <MenuButtonBold tooltipLabel={t(tm.bold)} />
      <MenuButtonItalic tooltipLabel={t(tm.italic)} />
      <MenuButtonStrikethrough tooltipLabel={t(tm.strike)} />
      <MenuButtonCode tooltipLabel={t(tm.code)} />
      <MenuButton
        tooltipLabel={t(tm.link)}
        IconComponent={LinkIcon}
        selected={editor?.isActive('link') ?? false}
        disabled={!editor?.isEditable}
        onClick={() => setLinking(true)}
      />
      <MenuDivider />
      <MenuButtonBulletedList tooltipLabel={t(tm.bulleted)} />
      <MenuButtonOrderedList tooltipLabel={t(tm.numbered)} />
      <MenuButtonBlockquote tooltipLabel={t(tm.quote)} />
      <MenuButtonAddTable tooltipLabel={t(tm.table)} IconComponent={Table} />
      {inTable && (
        <>
          <MenuButton
            tooltipLabel={t(tm.rowAfter)}
            IconComponent={InsertRowBottom}
            onClick={run((e) => e.chain().focus().addRowAfter().run())}
          />
          <MenuButton
            tooltipLabel={t(tm.columnAfter)}
            IconComponent={InsertColumnRight}
            onClick={run((e) => e.chain().focus().addColumnAfter().run())}
          />
          <MenuButton
            tooltipLabel={t(tm.deleteRow)}
            IconComponent={DeleteRow}
            onClick={run((e) => e.chain().focus().deleteRow().run())}
          />
          <MenuButton
            tooltipLabel={t(tm.deleteColumn)}
            IconComponent={DeleteColumn}
            onClick={run((e) => e.chain().focus().deleteColumn().run())}
          />
          <MenuButton
            tooltipLabel={t(tm.deleteTable)}
            IconComponent={Table}
            onClick={run((e) => e.chain().focus().deleteTable().run())}
          />
        </>
      )}
      <MenuDivider />
      <MenuButtonUndo tooltipLabel={t(tm.undo)} />
      <MenuButtonRedo tooltipLabel={t(tm.redo)} />
      {linking && editor && <LinkDialog editor={editor} onClose={() => setLinking(false)} />}
    </MenuControlsContainer>
  );
}
