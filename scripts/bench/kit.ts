// The shapes scripts/bench.ts hands its cases (scripts/bench/*.ts): a measured process, a case to
// run, a stub's request count, and the helpers that format the table's cells. One place, so that a
// case is its measuring and nothing else.

/** One run of a measured process. */
export interface Sample {
  ms: number
  rssKiB: number
  /** CPU time (user + system, every thread): what the process did, whatever else the machine runs. */
  cpuMs: number
  /** Lines the process wrote to its standard output (the action's log). */
  logLines: number
}

/** A process to measure: `expect` is what its output must match (a run that did not do the work fails). */
export type Case = { name: string; bin: string; args: string[]; env: Record<string, string>; input?: string; expect?: RegExp }

/** What a stub forge counted of one case's run. */
export interface Stats {
  maxInFlight: number
  requests: number
}

/** The Node a heavy case runs on, as bench.ts names it in its rows. */
export interface NodeBinary {
  name: string
  bin: string
}

/** The table's row and its cells' formats. */
export interface Figures {
  row(...cells: string[]): void
  median(xs: number[]): number
  ms(x: number): string
  mib(kib: number): string
  ratio(x: number): string
}

/** Where a case finds what it measures: the Node, the bundles and the bench's own scripts. */
export interface Place {
  heavy: NodeBinary
  dist: string
  bench: string
}
