import { describe, expect, it } from 'vitest';
import { ApiError } from '../protocol/http';
import { afterTheEnd } from './api';

const notYet = () => new ApiError('not_yet', 'once your attempt is over', 403);

describe('asking just after an attempt\'s end', () => {
  it('asks again while the server says not_yet, then takes the answer', async () => {
    let asked = 0;
    const answer = await afterTheEnd(async () => {
      if (++asked < 3) throw notYet();
      return 'the optimum';
    }, 5, 1);
    expect(answer).toBe('the optimum');
    expect(asked).toBe(3);
  });

  it('gives up after its tries, and at once on any other refusal', async () => {
    let asked = 0;
    await expect(afterTheEnd(async () => { ++asked; throw notYet(); }, 4, 1)).rejects.toMatchObject({ code: 'not_yet' });
    expect(asked).toBe(4);
    asked = 0;
    await expect(afterTheEnd(async () => { ++asked; throw new ApiError('no_attempt', 'none', 404); }, 4, 1))
      .rejects.toMatchObject({ code: 'no_attempt' });
    expect(asked).toBe(1);
  });
});
