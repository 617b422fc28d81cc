// `svc mcp --http --metrics`: what Prometheus scrapes at GET /metrics, in its text format (through
// prom-client, Prometheus' own Node client, loaded only with --metrics). The labels are names svc
// knows (its tools and actions, HTTP statuses), never a client's text, a user or a token: what a
// scrape shows belongs to no one.
import { Counter, Gauge, Histogram, Registry } from 'prom-client'

export interface Metrics {
  /** One request served: its tool and action (empty for other requests) and status, and how long it took. */
  request(labels: { tool: string; action: string; status: string }, seconds: number): void
  /** One forge request of a request: the forge's status (0: no answer). */
  forge(status: number): void
  /** Requests in flight: +1 as one starts, -1 as it ends. */
  inflight(change: number): void
  /** The scrape's body and its content type. */
  text(): Promise<string>
  contentType: string
}

export function createMetrics(): Metrics {
  const registry = new Registry()
  const requests = new Counter({
    name: 'svc_mcp_requests_total',
    help: 'HTTP requests served, by tool, action and status',
    labelNames: ['tool', 'action', 'status'] as const,
    registers: [registry]
  })
  const durations = new Histogram({
    name: 'svc_mcp_request_duration_seconds',
    help: 'Time to serve a request, by tool and action',
    labelNames: ['tool', 'action'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
    registers: [registry]
  })
  const forge = new Counter({
    name: 'svc_mcp_forge_requests_total',
    help: 'Requests sent to the forge, by the status it answered (0: no answer)',
    labelNames: ['status'] as const,
    registers: [registry]
  })
  const forgeErrors = new Counter({
    name: 'svc_mcp_forge_errors_total',
    help: 'Forge requests that failed (no answer, or a status of 400 or more), by status',
    labelNames: ['status'] as const,
    registers: [registry]
  })
  const inflight = new Gauge({ name: 'svc_mcp_requests_in_flight', help: 'Requests being served', registers: [registry] })
  return {
    request(labels, seconds) {
      requests.inc(labels)
      durations.observe({ tool: labels.tool, action: labels.action }, seconds)
    },
    forge(status) {
      forge.inc({ status: String(status) })
      if (status === 0 || status >= 400) forgeErrors.inc({ status: String(status) })
    },
    inflight: change => inflight.inc(change),
    text: () => registry.metrics(),
    contentType: registry.contentType
  }
}
