// Preloaded (-r) into every measured process: appends its peak RSS in KiB and its CPU time in ms
// (user + system, every thread) to BENCH_RSS_FILE at exit.
const { appendFileSync } = require('node:fs')
process.on('exit', () => {
  const cpu = process.cpuUsage()
  if (process.env.BENCH_RSS_FILE)
    appendFileSync(process.env.BENCH_RSS_FILE, `${process.resourceUsage().maxRSS} ${(cpu.user + cpu.system) / 1000}\n`)
})
