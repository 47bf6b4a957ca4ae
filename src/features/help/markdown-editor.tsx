/**
 * The article's text written as a page reads (mui-tiptap on Tiptap, themed by MUI) and kept as
 * Markdown (Tiptap's own Markdown extension): what the reader's page renders. It offers only what
 * Markdown keeps (headings, bold, italic, strikethrough, code, links, lists, quotes, tables); raw
 * HTML and images in a body are not brought into the editor, so an article written to attack its
 * writer does nothing here either. The text runs in the article's language and the page's
 * direction. Tiptap's one style tag passes the content security policy the way the page's own
 * styles do (Emotion's: `style-src 'unsafe-inline'`, with Emotion's nonce when one is set).
 * Loaded with the editor's page only.
 */
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import type { Theme } from '@mui/material/styles';
import { useTheme } from '@mui/material/styles';
import { Markdown } from '@tiptap/markdown';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import type { RichTextEditorRef } from 'mui-tiptap';
import { fieldContainerClasses, RichTextEditor } from 'mui-tiptap';
import { useEffect, useMemo, useRef } from 'react';
import { EditorControls } from './editor-controls';

export interface MarkdownEditorProps {
  /** The Markdown the editor starts from (read once: the editor keeps the text from then on). */
  initial: string;
  /** The text as Markdown after each change. */
  onChange: (markdown: string) => void;
  /** The starting text as the editor writes it back (its own spelling of the same Markdown). */
  onReady: (markdown: string) => void;
  /** The article's language (`lang` of the text). */
  lang: string;
  /** The element naming the field. */
  labelledBy: string;
  describedBy?: string;
  invalid: boolean;
  /** Given a way to put the cursor in the text (a form's focus on its first problem). */
  focusRef?: (handle: { focus: () => void } | null) => void;
}

/** A scheme other than the web's, mail's and the telephone's (`javascript:`, `data:`…). */
const OTHER_SCHEME = /^(?!(?:https?|mailto|tel):)[a-z][a-z0-9+.-]*:/i;

export function MarkdownEditor({
  initial,
  onChange,
  onReady,
  lang,
  labelledBy,
  describedBy,
  invalid,
  focusRef,
}: MarkdownEditorProps) {
  const direction = useTheme().direction;
  const nonce = useEmotionCache()?.nonce;
  const extensions = useMemo(
    () => [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          // Tiptap's own check (which refuses `javascript:`), and no other scheme than the
          // web's, mail's and the telephone's; addresses without one (`www.…`, `/profiles/…`,
          // `#…`) stay links, as the reader's page treats them.
          isAllowedUri: (url, { defaultValidate }) =>
            defaultValidate(url) && !OTHER_SCHEME.test(url),
        },
      }),
      TableKit.configure({ table: { resizable: false } }),
      Markdown,
    ],
    [],
  );
  const attributes: Record<string, string> = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelledBy,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    'aria-invalid': String(invalid),
    lang,
    dir: direction,
    spellcheck: 'true',
  };
  // The editor reads its options once: a later problem, language or direction reaches it here.
  const editorRef = useRef<RichTextEditorRef>(null);
  const written = JSON.stringify(attributes);
  useEffect(() => {
    const editor = editorRef.current?.editor;
    if (editor && !editor.isDestroyed)
      editor.setOptions({ editorProps: { attributes: JSON.parse(written) as typeof attributes } });
  }, [written]);
  return (
    <RichTextEditor
      ref={editorRef}
      extensions={extensions}
      content={initial}
      contentType="markdown"
      injectNonce={nonce}
      shouldRerenderOnTransaction
      onCreate={({ editor }) => {
        focusRef?.({ focus: () => editor.commands.focus() });
        onReady(editor.getMarkdown());
      }}
      onDestroy={() => focusRef?.(null)}
      onUpdate={({ editor }) => onChange(editor.getMarkdown())}
      editorProps={{ attributes }}
      RichTextFieldProps={{ variant: 'outlined' }}
      sx={(theme: Theme) => ({
        // The text looks as the reader's page shows it (components/markdown).
        '& .ProseMirror': { minHeight: 280, overflowWrap: 'anywhere' },
        '&& .ProseMirror h2': { ...theme.typography.h6, mt: 3, mb: 1 },
        '&& .ProseMirror h3': { ...theme.typography.subtitle1, fontWeight: 600, mt: 2, mb: 0.5 },
        '&& .ProseMirror h4': { ...theme.typography.subtitle2, fontWeight: 600, mt: 2, mb: 0.5 },
        '&& .ProseMirror > p': { my: 1.5 },
        ...(invalid && {
          [`& .${fieldContainerClasses.notchedOutline}`]: { borderColor: 'error.main' },
        }),
      })}
      renderControls={(editor) => <EditorControls editor={editor} />}
    ></RichTextEditor>
  );
}
