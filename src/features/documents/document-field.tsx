/**
 * The document of a credential being added or corrected: dropped on the field or chosen with its
 * button, checked at once against the upload policy (size, and kind by content), previewed, and
 * while it is sent, its progress. A refusal is said at the field; the rest of the form is kept.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useDropzone } from 'react-dropzone';
import type { FileRejection } from 'react-dropzone';
import { useIntl } from 'react-intl';
import type { DocumentMediaType, DocumentPolicy } from '@generated/product/model';
import { acceptedKinds, checkFile, DOCX, EXTENSIONS, formatBytes } from './file-check';
import type { FileProblem } from './file-check';
import { DocumentPreview } from './document-preview';
import { documentMessages as m, tooLargeMessage } from './messages';

export interface ChosenDocument {
  file: File;
  mediaType: DocumentMediaType;
}

interface Props {
  policy: DocumentPolicy | undefined;
  /** The credential's type: some take other kinds of file (a résumé: a PDF or a Word document). */
  typeId?: string | undefined;
  /** The field's heading, when not 'Document'. */
  label?: string | undefined;
  chosen: ChosenDocument | undefined;
  /** A refusal to show at the field, in words (the check's, or the server's after sending). */
  problem: string | undefined;
  onChosen: (chosen: ChosenDocument | undefined) => void;
  onProblem: (problem: string | undefined) => void;
  /** While sending: the share sent (0 to 1), or null when the browser does not say. */
  progress: number | null | undefined;
  disabled: boolean;
}

export function DocumentField({
  policy,
  typeId,
  label,
  chosen,
  problem,
  onChosen,
  onProblem,
  progress,
  disabled,
}: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const labelId = useId();
  const hintId = useId();
  const problemId = useId();
  const size = (bytes: number) => formatBytes(intl, bytes);
  const kinds = acceptedKinds(policy, typeId);
  const written = kinds.includes(DOCX);

  const say = (why: FileProblem, file?: File) => {
    if (why === 'too-large' && file && policy)
      return t(tooLargeMessage, { size: size(file.size), max: size(policy.maxBytes) });
    if (why === 'wrong-type') return t(written ? m.wrongTypeWritten : m.wrongType);
    return t(why === 'empty' ? m.empty : m.unreadable);
  };

  const take = async (accepted: File[], rejected: FileRejection[]) => {
    if (accepted.length + rejected.length > 1) {
      onProblem(t(m.oneFile));
      return;
    }
    const file = accepted[0] ?? rejected[0]?.file;
    if (!file) return;
    const checked = await checkFile(file, policy, typeId);
    if (!checked.ok) {
      onChosen(undefined);
      onProblem(say(checked.problem, file));
      return;
    }
    onProblem(undefined);
    onChosen({ file, mediaType: checked.mediaType });
  };

  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    onDrop: (accepted, rejected) => void take(accepted, rejected),
    // The picker offers these; a file is judged by its content either way (take → checkFile).
    accept: Object.fromEntries(kinds.map((kind) => [kind, EXTENSIONS[kind]])),
    multiple: false,
    noClick: true,
    noKeyboard: true,
    disabled,
  });
  const sending = progress !== undefined;

  return (
    <Box>
      <Typography id={labelId} component="h3" variant="subtitle2">
        {label ?? t(m.label)}
      </Typography>
      <Box
        {...getRootProps({ role: 'group', 'aria-labelledby': labelId })}
        sx={{
          mt: 0.5,
          p: 2,
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 1,
          borderColor: problem ? 'error.main' : isDragActive ? 'primary.main' : 'divider',
          bgcolor: isDragActive ? 'action.hover' : 'transparent',
        }}
      >
        <input {...getInputProps({ 'aria-label': t(m.inputLabel) })} />
        <Typography id={hintId} variant="body2" color="text.secondary">
          {t(written ? m.hintWritten : m.hint)}
          {policy && ` (${size(policy.maxBytes)})`}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {/* The control a person reaches (the file input itself is out of the tab order). */}
          <Button
            variant="outlined"
            size="small"
            onClick={open}
            disabled={disabled}
            aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
            aria-invalid={Boolean(problem) || undefined}
          >
            {t(m.choose)}
          </Button>
          {chosen && (
            <Typography variant="body2" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
              <bdi>{chosen.file.name}</bdi> · {size(chosen.file.size)}
            </Typography>
          )}
          {/* A refused file too: taking it away lets the credential go without a document. */}
          {(chosen || problem) && !sending && (
            <Button
              size="small"
              onClick={() => {
                onChosen(undefined);
                onProblem(undefined);
              }}
              disabled={disabled}
            >
              {t(m.remove)}
            </Button>
          )}
        </Box>
        {chosen && (
          <Box sx={{ mt: 1.5 }}>
            <DocumentPreview
              source={chosen.file}
              mediaType={chosen.mediaType}
              name={chosen.file.name}
              width={240}
            />
          </Box>
        )}
        {sending && (
          <Box sx={{ mt: 1.5 }}>
            <LinearProgress
              variant={progress === null ? 'indeterminate' : 'determinate'}
              value={Math.round((progress ?? 0) * 100)}
              aria-label={t(m.label)}
            />
            {/* Said once when sending starts; the bar carries the share (aria-valuenow). */}
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              <span role="status">{t(m.sending)}</span>{' '}
              {progress !== null && (
                <span aria-hidden>{intl.formatNumber(progress ?? 0, { style: 'percent' })}</span>
              )}
            </Typography>
          </Box>
        )}
      </Box>
      {problem && (
        <FormHelperText id={problemId} error role="alert">
          {problem}
        </FormHelperText>
      )}
    </Box>
  );
}
