/** Undo steps for everything a run starts, run newest first, each one even if an earlier one failed. */
export class CleanupStack {
  private readonly steps: { label: string; undo: () => unknown }[] = [];

  defer(label: string, undo: () => unknown): void {
    this.steps.push({ label, undo });
  }

  async runAll(): Promise<void> {
    for (let step = this.steps.pop(); step; step = this.steps.pop()) {
      try {
        await step.undo();
      } catch (error) {
        console.error(`cleanup: could not ${step.label}:`, error);
      }
    }
  }
}
