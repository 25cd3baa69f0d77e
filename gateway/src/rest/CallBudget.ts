import { gatewayError } from '../errors.ts';

/**
 * The upstream calls one operation may make (one HTTP request, or one subscription event). An
 * operation that would make more is cut off cleanly: the calls past the budget fail with
 * BAD_USER_INPUT, so their fields are null with that error and the rest of the answer stands.
 * Operations whose size shows in their arguments are refused before they run (upstreamBudget.ts).
 */
export class CallBudget {
  private used = 0;

  constructor(readonly maximum: number) {}

  /** Takes one call from the budget, or throws when it is spent. */
  take(): void {
    this.used += 1;
    if (this.used > this.maximum) throw tooManyCalls(this.maximum);
  }

  /** A subscription's next event starts with the whole budget again. */
  reset(): void {
    this.used = 0;
  }
}

/** The error of an operation over its budget: a request error (400) when refused before it runs. */
export const tooManyCalls = (maximum: number, { beforeExecution = false } = {}) =>
  gatewayError('BAD_USER_INPUT', { id: 'error.tooManyLookups', params: { maximum } }, beforeExecution ? { http: { status: 400 } } : {});
