import { describe, expect, it } from '@jest/globals';
import { dropEach } from './access-state.service.js';

describe("the access cache consumer's drops", () => {
  it('resolve once every member named was dropped in Redis', async () => {
    const dropped: string[] = [];
    await expect(dropEach(new Set(['u1', 'u2']), async (id) => dropped.push(id) > 0)).resolves.toBeUndefined();
    expect(dropped.sort()).toEqual(['u1', 'u2']);
  });

  it('fail the batch when Redis did not drop one (away or timing out): its events come again', async () => {
    await expect(dropEach(['u1', 'u2'], async (id) => id !== 'u2')).rejects.toThrow(/drop not done/);
  });
});
