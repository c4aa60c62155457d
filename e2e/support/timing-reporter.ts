import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/** Prints every journey's time at the end, slowest first, to keep the suite's cost visible. */
export default class TimingReporter implements Reporter {
  private readonly rows: { title: string; status: string; ms: number }[] = []
  private started = Date.now()

  onBegin(): void {
    this.started = Date.now()
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.rows.push({
      title: test.titlePath().slice(1).join(' › '),
      status: result.status,
      ms: result.duration,
    })
  }

  onEnd(): void {
    if (this.rows.length === 0) return
    console.log('\nJourney timings:')
    for (const row of [...this.rows].sort((a, b) => b.ms - a.ms))
      console.log(
        `  ${(row.ms / 1000).toFixed(1).padStart(6)}s  ${row.status.padEnd(8)} ${row.title}`,
      )
    console.log(`  ${((Date.now() - this.started) / 1000).toFixed(1).padStart(6)}s  total (tests)`)
  }

  printsToStdio(): boolean {
    return false
  }
}
