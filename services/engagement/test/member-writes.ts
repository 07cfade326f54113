import {
  EngagementPatterns, queuedSave, savedPosition, WorkQueues,
  type Actor, type QueuedProgressSave, type SavedPosition, type SaveProgressDto, type ViewResult,
} from '@streaming/contracts';
import type { EngagementContext } from './engagement-context.js';

// Members' writes as the gateway sends them. Progress saves: messages of the progress work queue
// (WorkQueues.engagementProgress), signed by the platform's QueueProducer, each a batch of saves
// built by `queuedSave` (the save rule applied: clamped, completed, ids in lower case). Views:
// items of member batches (`engagement.views.record_batch`).

/** Queues saves as one message, as the gateway queues the saves of one batch. */
export async function queueSaves(ctx: EngagementContext, ...saves: QueuedProgressSave[]): Promise<void> {
  await (await ctx.engagement.infra.queueProducer(WorkQueues.engagementProgress)).publish({ saves });
}

/** A member's save as the gateway takes it (at `savedAt`), queued, and answered as the gateway answers it. */
export async function saveProgress(ctx: EngagementContext, who: Actor, dto: SaveProgressDto, savedAt = Date.now()): Promise<SavedPosition> {
  const save = queuedSave(who.userId, dto, savedAt);
  await queueSaves(ctx, save);
  return savedPosition(save);
}

/** Resolves once every save queued so far is written (the wait a removal makes: QueueBarrier.beforeRemoval). */
export async function savesWritten(ctx: EngagementContext): Promise<void> {
  await ctx.engagement.infra.queueBarrier(WorkQueues.engagementProgress).beforeRemoval();
}

/**
 * A member's page visit, as one item of a member batch; the item's error is thrown as a single
 * call's would be. `data` is what the browser sent (bad-input tests send what callers may not).
 */
export async function recordView(ctx: EngagementContext, who: Actor, data: object): Promise<ViewResult> {
  const { outcomes: [outcome] } = await ctx.call(EngagementPatterns.viewsRecordBatch, { items: [{ userId: who.userId, data }] });
  if ('error' in outcome) throw Object.assign(new Error(outcome.error.message), outcome.error);
  return outcome.ok;
}
