import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * `GET /metrics` with several API processes: whichever process takes the scrape asks the primary, which gathers
 * every process's registry (prom-client's cluster aggregation: counters and histograms summed, gauges as each metric
 * declares) and answers with the total, so one scrape of the shared port sees the whole machine.
 */
const REQUEST = 'portale:metrics-request';
const RESPONSE = 'portale:metrics-response';

type MetricsMessage = { type?: string; id?: number; text?: string; error?: string };

/** Primary: answers the processes' requests with the aggregated metrics. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: MetricsMessage) => {
    if (message?.type !== REQUEST) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: RESPONSE, id: message.id, text }),
      (error: Error) => worker.send({ type: RESPONSE, id: message.id, error: error.message }),
    );
  });
}

/**
 * A process of the cluster: hands these registries to the primary's aggregation. Called first with none, as soon
 * as the process starts, so a scrape during its start-up does not wait for an answer that never comes.
 */
export function reportMetricsToPrimary(registries: Registry[]): void {
  new AggregatorRegistry(); // installs the listener for the primary's requests (once per process)
  AggregatorRegistry.setRegistries(registries);
}

let nextId = 0;
/** A process of the cluster: the whole cluster's metrics, from the primary. */
export function clusterMetricsFromPrimary(timeoutMs = 10_000): Promise<string> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const onMessage = (message: MetricsMessage) => {
      if (message?.type !== RESPONSE || message.id !== id) return;
      done();
      if (message.error !== undefined) reject(new Error(message.error));
      else resolve(message.text ?? '');
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('metriche del cluster non ricevute'));
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    process.on('message', onMessage);
    process.send!({ type: REQUEST, id });
  });
}
