import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The same handlers for jest (msw/node); state lives in memory. */
export const server = setupServer(...handlers);
