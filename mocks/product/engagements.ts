/**
 * Moving an engagement on (docs/decisions/033): the employer's own people and administrators move
 * it one stage at a time, applied → onboarding → cleared → active, and end it from any stage;
 * `cleared` only when the server finds the professional cleared against the employer's
 * requirements for the placement. The professional may only withdraw, before the work starts.
 */
import { getMoveEngagementMockHandler } from '../../generated/product/endpoints/employers/employers.msw';
import type { Engagement, EngagementStage } from '../../generated/product/model';
import { moveEngagementBody } from '../../generated/product/zod/employers/employers.zod';
import { productInstant } from '../calendar';
import { standingAt } from '../compliance/employer-standing';
import { operation } from '../faults';
import { getDb } from '../store';
import { bodyOf, parse } from './bodies';
import { fail, requireCaller } from './caller';
import { ownEmployer } from './employer-access';
import { blockedByStart, VALID_TODAY } from '../compliance/start-window';
import { engagementOf } from './gap';
import { zodLanguage } from './language';
import { viewerOf } from './professional-access';

/** The one stage each stage moves on to; `ended` is reached from any, by its own rule. */
const NEXT: Record<EngagementStage, EngagementStage | undefined> = {
  applied: 'onboarding',
  onboarding: 'cleared',
  cleared: 'active',
  active: undefined,
  ended: undefined,
};

export const engagementHandlers = [
  getMoveEngagementMockHandler(
    operation('moveEngagement', 'product', async ({ request, params }): Promise<Engagement> => {
      const viewer = viewerOf(await requireCaller(request));
      const id = String(params.id);
      const engagementId = String(params.engagementId);
      if (!/^(\d{1,9}|mine)$/.test(id))
        fail(400, 'The employer id must be a number or mine', 'bad_request');
      if (!/^e-\d{1,9}-\d{1,9}$/.test(engagementId))
        fail(400, 'The engagement id is not valid', 'bad_request');
      const input = parse(moveEngagementBody.safeParse(await bodyOf(request), zodLanguage()));
      const db = getDb();
      const own = ownEmployer(viewer);
      const employerId = id === 'mine' ? own?.id : Number(id);
      const employer = db.employers.find((e) => e.id === employerId);
      const engagement = db.engagements.find(
        (e) => e.id === engagementId && e.employerId === employerId,
      );
      const staff = viewer.isAdmin || (own !== undefined && own.id === employerId);
      const mine = db.professionals.find(
        (p) => viewer.userId !== undefined && p.userId === viewer.userId,
      );
      const theirs = engagement !== undefined && engagement.professionalId === mine?.id;
      if (!staff && !theirs) {
        // A professional learns nothing of other people's engagements; other roles are refused.
        if (viewer.roles.includes('professional')) fail(404, 'Engagement not found', 'not_found');
        fail(403, `Only the employer's people can move this engagement on`, 'forbidden');
      }
      if (!employer || !engagement) fail(404, 'Engagement not found', 'not_found');
      if (engagement.stage !== input.from)
        fail(409, 'This engagement has moved on since it was read', 'conflict');
      if (input.stage === 'ended') {
        if (engagement.stage === 'ended')
          fail(409, 'This engagement has ended already', 'conflict');
        if (!staff && engagement.stage === 'active')
          fail(403, 'The work has started: the employer ends this engagement', 'forbidden');
      } else {
        if (!staff)
          fail(403, `Only the employer's people can move this engagement on`, 'forbidden');
        if (NEXT[engagement.stage] !== input.stage)
          fail(409, 'That is not the next stage of this engagement', 'conflict');
        if (input.stage === 'cleared') {
          const record = db.professionals.find((p) => p.id === engagement.professionalId)!;
          const standing = standingAt(record, employer, engagement.facilityId, productInstant());
          const unmet = standing.results.filter(
            (result, i) => standing.requirements[i]!.blocking && !VALID_TODAY.has(result.status),
          ).length;
          if (!standing.cleared)
            fail(409, `Not cleared yet: blocking requirements not met: ${unmet}`, 'not_cleared');
          // Met today, but some were done too long before the start day to count for it.
          const early = blockedByStart(record, standing, engagement.startOn).length;
          if (early > 0)
            fail(
              409,
              `Not cleared for the start day: done too long before it: ${early}`,
              'not_cleared',
            );
        }
      }
      engagement.stage = input.stage;
      employer.revision += 1;
      return engagementOf(engagement);
    }),
  ),
];
