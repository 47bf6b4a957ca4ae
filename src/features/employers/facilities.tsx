/** Where an organization's professionals work, each place with its share cleared when known. */
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Facility, Workforce } from '@generated/product/model';
import { ClearedShare } from './cleared-share';
import { employerMessages as m } from './employer-messages';
import { facilityTypeMessages } from './messages';

export function Facilities(props: { facilities: readonly Facility[]; workforce?: Workforce }) {
  const t = useIntl().formatMessage;
  const titleId = useId();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t(m.facilities)}
      </Typography>
      {props.facilities.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t(m.noFacilities)}
        </Typography>
      ) : (
        <List dense disablePadding>
          {props.facilities.map((f) => {
            const figures = props.workforce?.facilities.find((w) => w.facilityId === f.id);
            return (
              <ListItem
                key={f.id}
                disableGutters
                sx={{ display: 'block', borderBottom: 1, borderColor: 'divider', py: 1 }}
              >
                <Typography sx={{ fontWeight: 600 }}>
                  <bdi>{f.name}</bdi>
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(facilityTypeMessages[f.type])} · <bdi>{`${f.city}, ${f.state}`}</bdi>
                </Typography>
                {figures && <ClearedShare cleared={figures.cleared} engaged={figures.engaged} />}
              </ListItem>
            );
          })}
        </List>
      )}
    </Paper>
  );
}
