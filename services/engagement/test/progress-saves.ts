import { queuedSave, savedPosition, WorkQueues, type Actor, type QueuedProgressSave, type SavedPosition, type SaveProgressDto } from '@streaming/contracts';
import type { EngagementContext } from './engagement-context.js';

// Members' progress saves as the gateway sends them: messages of the progress work queue
// (WorkQueues.engagementProgress), signed by the platform's QueueProducer, each a batch of saves
// built by `queuedSave` (the save rule applied: clamped, completed, ids in lower case).

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
