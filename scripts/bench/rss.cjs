// Preloaded (-r) into every measured process: appends its peak RSS in KiB to BENCH_RSS_FILE at exit.
const { appendFileSync } = require('node:fs')
process.on('exit', () => {
  if (process.env.BENCH_RSS_FILE) appendFileSync(process.env.BENCH_RSS_FILE, `${process.resourceUsage().maxRSS}\n`)
})
