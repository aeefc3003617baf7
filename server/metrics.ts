/**
 * A small Prometheus registry (text exposition format 0.0.4): request latency by route, job
 * outcomes, and gauges read at scrape time. Hand-written because the product needs three metric
 * shapes, not a client library's whole model.
 */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Labels = Record<string, string>;

interface HistogramSeries {
  labels: Labels;
  buckets: number[];
  sum: number;
  count: number;
}

const escape = (value: string) => value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
const formatLabels = (labels: Labels) => {
  const entries = Object.entries(labels);
  return entries.length ? `{${entries.map(([k, v]) => `${k}="${escape(v)}"`).join(",")}}` : "";
};

export interface GaugeSample {
  name: string;
  help: string;
  samples: { labels?: Labels; value: number }[];
}

export class Metrics {
  private readonly latency = new Map<string, HistogramSeries>();
  private readonly counters = new Map<string, { help: string; series: Map<string, { labels: Labels; value: number }> }>();

  observeRequest(labels: { method: string; route: string; status: string }, seconds: number) {
    const key = `${labels.method} ${labels.route} ${labels.status}`;
    let series = this.latency.get(key);
    if (!series) {
      series = { labels, buckets: LATENCY_BUCKETS.map(() => 0), sum: 0, count: 0 };
      this.latency.set(key, series);
    }
    LATENCY_BUCKETS.forEach((bound, i) => {
      if (seconds <= bound) series.buckets[i]! += 1;
    });
    series.sum += seconds;
    series.count += 1;
  }

  increment(name: string, help: string, labels: Labels = {}) {
    let counter = this.counters.get(name);
    if (!counter) {
      counter = { help, series: new Map() };
      this.counters.set(name, counter);
    }
    const key = formatLabels(labels);
    const series = counter.series.get(key) ?? { labels, value: 0 };
    series.value += 1;
    counter.series.set(key, series);
  }

  /** The exposition text, with gauges the caller reads fresh (queue depth, ages). */
  render(gauges: GaugeSample[] = []): string {
    const lines: string[] = [];
    lines.push(
      "# HELP http_request_duration_seconds Time to answer a request, by route.",
      "# TYPE http_request_duration_seconds histogram",
    );
    for (const series of this.latency.values()) {
      LATENCY_BUCKETS.forEach((bound, i) =>
        lines.push(`http_request_duration_seconds_bucket${formatLabels({ ...series.labels, le: String(bound) })} ${series.buckets[i]}`),
      );
      lines.push(`http_request_duration_seconds_bucket${formatLabels({ ...series.labels, le: "+Inf" })} ${series.count}`);
      lines.push(`http_request_duration_seconds_sum${formatLabels(series.labels)} ${series.sum}`);
      lines.push(`http_request_duration_seconds_count${formatLabels(series.labels)} ${series.count}`);
    }
    for (const [name, counter] of this.counters) {
      lines.push(`# HELP ${name} ${counter.help}`, `# TYPE ${name} counter`);
      for (const series of counter.series.values()) lines.push(`${name}${formatLabels(series.labels)} ${series.value}`);
    }
    for (const gauge of gauges) {
      lines.push(`# HELP ${gauge.name} ${gauge.help}`, `# TYPE ${gauge.name} gauge`);
      for (const sample of gauge.samples) lines.push(`${gauge.name}${formatLabels(sample.labels ?? {})} ${sample.value}`);
    }
    return `${lines.join("\n")}\n`;
  }
}
