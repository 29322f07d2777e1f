import type { FastifyInstance } from 'fastify';
import { declineInterestRoute } from './decline-interest.route.js';
import { expressInterestRoute } from './express-interest.route.js';
import { inviteFromInterestRoute } from './invite-from-interest.route.js';
import { listInterestRoute } from './list-interest.route.js';
import { listOpenBriefsRoute } from './list-open-briefs.route.js';

/** Open briefs and interest (docs/discovery.md#open-briefs-and-interest): one endpoint per file. */
export async function openBriefRoutes(app: FastifyInstance): Promise<void> {
  listOpenBriefsRoute(app);
  expressInterestRoute(app);
  listInterestRoute(app);
  inviteFromInterestRoute(app);
  declineInterestRoute(app);
}
