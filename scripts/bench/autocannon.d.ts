// autocannon ships no types; only what the bench uses.
declare module 'autocannon' {
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
  };
  type Result = {
    '2xx': number;
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; average: number };
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
