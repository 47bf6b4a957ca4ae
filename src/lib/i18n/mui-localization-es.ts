/** MUI's Spanish texts, in a chunk of their own (./mui-localization.ts). */
export { esES } from '@mui/material/locale';
