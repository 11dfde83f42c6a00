import { describe, expect, it, vi } from 'vitest';
import type { AccessEnd, AccessState } from '../domain/access.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import { WatchAccess } from './watch-access.ts';

/** Accounts as stored, and every read of them the watch makes. */
function accounts(initial: Record<string, AccessState>) {
  const stored = new Map(Object.entries(initial));
  const reads: string[][] = [];
  let hold: Promise<void> | undefined;
  const users = {
    accessStates: async (ids: readonly string[]) => {
      reads.push([...ids]);
      const states = new Map([...stored].filter(([id]) => ids.includes(id)));
      await hold;
      return states;
    },
  } as unknown as UserRepository;
  return {
    users,
    stored,
    reads,
    /** Reads wait until the returned function is called. */
    holdReads: () => {
      let release = () => {};
      hold = new Promise((resolve) => (release = resolve));
      return () => {
        hold = undefined;
        release();
      };
    },
  };
}

const active = (tokenVersion: number): AccessState => ({ status: 'active', tokenVersion });
/** A watch that never ticks by itself: the tests run each check. */
const watchOver = (users: UserRepository) => new WatchAccess(users, { checkEveryMs: 3_600_000 });

function ends(watch: ReturnType<WatchAccess['open']>) {
  const seen: AccessEnd[] = [];
  watch.onEnd((end) => seen.push(end));
  return seen;
}

describe('WatchAccess', () => {
  it('reads every watched account in one read, and ends only the streams whose access ended', async () => {
    const db = accounts({ ada: active(1), bob: active(4), cy: active(0) });
    const watch = watchOver(db.users);
    const ada = ends(watch.open({ userId: 'ada', tokenVersion: 1 }));
    const adaOther = ends(watch.open({ userId: 'ada', tokenVersion: 1 }));
    const bob = ends(watch.open({ userId: 'bob', tokenVersion: 4 }));
    const cy = ends(watch.open({ userId: 'cy', tokenVersion: 0 }));
    await watch.check();
    expect(db.reads).toEqual([['ada', 'bob', 'cy']]);
    expect([ada, bob, cy]).toEqual([[], [], []]);

    db.stored.set('ada', active(2)); // signed out, or a password change
    db.stored.set('bob', { status: 'suspended', tokenVersion: 5 });
    db.stored.delete('cy'); // deleted
    await watch.check();
    expect(ada).toEqual(['signed_out']);
    expect(adaOther).toEqual(['signed_out']);
    expect(bob).toEqual(['suspended']);
    expect(cy).toEqual(['signed_out']);
    // each is told once, and nothing is watched any more
    await watch.check();
    expect(ada).toEqual(['signed_out']);
    expect(watch.watching()).toBe(0);
    expect(db.reads).toHaveLength(2);
  });

  it('names a suspension even when its version moved too, and a suspended account is ended whatever its version', async () => {
    const db = accounts({ ada: { status: 'suspended', tokenVersion: 3 } });
    const watch = watchOver(db.users);
    const ada = ends(watch.open({ userId: 'ada', tokenVersion: 3 }));
    await watch.check();
    expect(ada).toEqual(['suspended']);
  });

  it('confirms the access with a read of the account now, and tells the listener when it ended', async () => {
    const db = accounts({ ada: active(1) });
    const watch = watchOver(db.users);
    const access = watch.open({ userId: 'ada', tokenVersion: 1 });
    const seen = ends(access);
    expect(await access.confirm()).toBeNull();
    db.stored.set('ada', active(2));
    expect(await access.confirm()).toBe('signed_out');
    expect(seen).toEqual(['signed_out']);
    expect(db.reads).toEqual([['ada'], ['ada']]);
  });

  it('forgets a closed stream: it is read no more, and a listener added after the end is told at once', async () => {
    const db = accounts({ ada: active(1), bob: active(1) });
    const watch = watchOver(db.users);
    const ada = watch.open({ userId: 'ada', tokenVersion: 1 });
    watch.open({ userId: 'bob', tokenVersion: 0 });
    ada.close();
    ada.close();
    expect(watch.watching('ada')).toBe(0);
    await watch.check();
    expect(db.reads).toEqual([['bob']]);
    const late: AccessEnd[] = [];
    watch.open({ userId: 'bob', tokenVersion: 0 }).onEnd((end) => late.push(end));
    await watch.check();
    expect(late).toEqual(['signed_out']);
  });

  it('does not judge a stream opened while a check was reading: the next check does', async () => {
    const db = accounts({ ada: active(1) });
    const watch = watchOver(db.users);
    const first = ends(watch.open({ userId: 'ada', tokenVersion: 1 }));
    const release = db.holdReads();
    const reading = watch.check();
    // meanwhile the person signed out and in again: the version moved, the new stream carries it
    db.stored.set('ada', active(2));
    const fresh = ends(watch.open({ userId: 'ada', tokenVersion: 2 }));
    release();
    await reading;
    expect(fresh).toEqual([]);
    await watch.check();
    expect(first).toEqual(['signed_out']);
    expect(fresh).toEqual([]);
  });

  it('checks by itself while something is watched, and stops its timer once nothing is', async () => {
    vi.useFakeTimers();
    try {
      const db = accounts({ ada: active(1) });
      const watch = new WatchAccess(db.users, { checkEveryMs: 1_000 });
      expect(vi.getTimerCount()).toBe(0);
      const ada = ends(watch.open({ userId: 'ada', tokenVersion: 1 }));
      expect(vi.getTimerCount()).toBe(1);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(db.reads).toHaveLength(1);
      db.stored.set('ada', { status: 'suspended', tokenVersion: 2 });
      await vi.advanceTimersByTimeAsync(1_000);
      expect(ada).toEqual(['suspended']);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a failed read and goes on checking', async () => {
    const errors: unknown[] = [];
    let fail = true;
    const users = {
      accessStates: async () => {
        if (fail) throw new Error('database away');
        return new Map([['ada', active(2)]]);
      },
    } as unknown as UserRepository;
    const watch = new WatchAccess(users, { checkEveryMs: 3_600_000, onError: (err) => errors.push(err) });
    const ada = ends(watch.open({ userId: 'ada', tokenVersion: 1 }));
    await watch.check();
    expect(errors).toHaveLength(1);
    expect(ada).toEqual([]);
    fail = false;
    await watch.check();
    expect(ada).toEqual(['signed_out']);
  });
});
