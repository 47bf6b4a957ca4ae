import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReactNode } from 'react';

/** One titled section of the account settings. */
export function SettingsCard({
  title,
  heading,
  children,
}: {
  /** The section's introduction. */
  title: string;
  /** A heading above the introduction, when the step has several sections. */
  heading?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={heading ? id : undefined}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}
    >
      <Stack spacing={2}>
        {heading && (
          <Typography id={id} component="h2" variant="h6">
            {heading}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
