/**
 * How the cost of a piece of work grows with its input, measured in one run so that neither the
 * machine's speed nor its load decides the outcome. Work that reads its input once costs about four
 * times as much on four times the input; work that rescans the input from each of its positions
 * (a backtracking pattern, a nested search) costs about sixteen times as much. The check compares
 * the two sizes instead of holding the work to a number of milliseconds, which a slower machine,
 * or one with every core busy, can always exceed.
 *
 * Cost is the CPU time of this process, not the wall clock: time the operating system gives to other
 * processes does not count, so a busy machine slows the check down without changing its verdict.
 * Each size is measured a few times, alternating, and its cheapest run counts, so a collection pause
 * or a compilation in one run does not either. The process must run one test file at a time (the
 * forks pool vitest uses by default), or another file's work would be counted too.
 */

/** Below this much CPU time two costs are too close to noise to compare: they count as this much. */
const NOISE_FLOOR_MS = 1;

/** CPU time this process has spent so far, in ms (user and system, every thread of the process). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** What one run of `work` costs, in ms of CPU time. */
async function costOf(work: () => unknown): Promise<number> {
  const started = cpuMs();
  await work();
  return cpuMs() - started;
}

export interface Growth {
  /** The cheapest run on the small input, in ms of CPU time. */
  small: number;
  /** The cheapest run on the large input, in ms of CPU time. */
  large: number;
  /** large / small, each at least the noise floor. */
  ratio: number;
  /** How many runs of each size it took. */
  pairs: number;
}

/** Pairs of runs measured at first, and at most when the comparison is not yet below its limit. */
const FIRST_PAIRS = 2;
const MOST_PAIRS = 9;

/**
 * Runs `work` on `small` and on `large` (the same kind of input, several times its size), alternating,
 * and compares their cheapest runs. A collection of the whole heap can land in any run and cost more
 * than a small run itself, so when two pairs leave the comparison at or a little over `limit`, more
 * pairs are run, up to nine, however far over the limit the first pairs are (on a machine with every
 * core busy one collection or compilation can cost many times a small run): noise only ever adds
 * cost, so the cheapest runs only come closer to the work's own cost, and work that really grows
 * faster than `limit` stays above it however often it runs.
 */
export async function growthOf<T>(
  work: (input: T) => unknown,
  small: T,
  large: T,
  limit: number,
): Promise<Growth> {
  let cheapestSmall = Number.POSITIVE_INFINITY;
  let cheapestLarge = Number.POSITIVE_INFINITY;
  let growth: Growth = { small: 0, large: 0, ratio: Number.POSITIVE_INFINITY, pairs: 0 };
  for (let pair = 1; pair <= MOST_PAIRS; pair += 1) {
    cheapestSmall = Math.min(cheapestSmall, await costOf(() => work(small)));
    cheapestLarge = Math.min(cheapestLarge, await costOf(() => work(large)));
    growth = {
      small: cheapestSmall,
      large: cheapestLarge,
      ratio: Math.max(cheapestLarge, NOISE_FLOOR_MS) / Math.max(cheapestSmall, NOISE_FLOOR_MS),
      pairs: pair,
    };
    if (pair >= FIRST_PAIRS && growth.ratio < limit) break;
  }
  return growth;
}

/** How a growth reads in a failed check: '4.1 ms to 80.3 ms of CPU time (x19.6, cheapest of 9 runs each)'. */
export function describeGrowth(g: Growth): string {
  return `${g.small.toFixed(1)} ms to ${g.large.toFixed(1)} ms of CPU time (x${g.ratio.toFixed(1)}, cheapest of ${g.pairs} runs each)`;
}

/**
 * The growth over each step of sizes (each four times the last), stopping at the first step below
 * `limit`. A step in the runtime itself (between 16 and 64 KB V8 stores a pattern's matches in a way
 * that costs up to forty times as much here, then grows linearly again) lands in one step only;
 * work that rescans its input grows past the limit at every step.
 */
export async function lowestGrowth<T>(
  work: (input: T) => unknown,
  inputOf: (size: number) => T,
  sizes: readonly number[],
  limit: number,
): Promise<Growth> {
  let best: Growth | null = null;
  for (let i = 1; i < sizes.length; i += 1) {
    const growth = await growthOf(work, inputOf(sizes[i - 1]!), inputOf(sizes[i]!), limit);
    if (!best || growth.ratio < best.ratio) best = growth;
    if (growth.ratio < limit) break;
  }
  return best!;
}
