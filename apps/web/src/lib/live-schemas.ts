// Imported on demand by live-connection.ts, like api-client-schemas.ts.
export { EventTicketSchema } from '@fractional/contract';
