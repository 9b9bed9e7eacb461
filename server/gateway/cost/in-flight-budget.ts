/**
 * A budget of work in flight per key (a user), counted in this process: an operation takes its work
 * from the budget when it starts and gives it back once its answer is sent. A gateway instance is
 * what one user could hold, so an instance is what each budget protects.
 */
export class InFlightBudget {
  private readonly held = new Map<string, number>();
  private readonly perKey: number;

  constructor(perKey: number) {
    this.perKey = perKey;
  }

  /** A release function when `amount` still fits in the key's budget, null when it does not. */
  tryTake(key: string, amount: number): (() => void) | null {
    const current = this.held.get(key) ?? 0;
    if (current + amount > this.perKey) return null;
    this.held.set(key, current + amount);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.held.get(key) ?? amount) - amount;
      if (left > 0) this.held.set(key, left);
      else this.held.delete(key);
    };
  }
}
