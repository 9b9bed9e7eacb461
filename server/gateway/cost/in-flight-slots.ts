/**
 * At most `perKey` operations in flight per key (a user), counted in this process: a slot is taken
 * when an operation starts and given back once its answer is sent. A gateway instance is what one
 * user could hold, so an instance is what each count protects.
 */
export class InFlightSlots {
  private readonly held = new Map<string, number>();
  private readonly perKey: number;

  constructor(perKey: number) {
    this.perKey = perKey;
  }

  /** A release function when a slot was free, null when the key already holds every slot. */
  tryTake(key: string): (() => void) | null {
    const current = this.held.get(key) ?? 0;
    if (current >= this.perKey) return null;
    this.held.set(key, current + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.held.get(key) ?? 1) - 1;
      if (left > 0) this.held.set(key, left);
      else this.held.delete(key);
    };
  }
}
