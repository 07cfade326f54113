import { ModerationIdParam } from '@streaming/contracts';
import { validateDto } from '@streaming/platform';

/** The `:id` of an admin route and the rest of its data, each validated in turn (a 400 with the French message of the first that fails). */
export async function idAndChange<T extends object>(cls: new () => T, data: Partial<ModerationIdParam> | undefined): Promise<{ id: string; change: T }> {
  const value: Partial<ModerationIdParam> = data ?? {};
  const { id, ...rest } = value;
  const param = await validateDto(ModerationIdParam, { id });
  return { id: param.id, change: await validateDto(cls, rest) };
}
