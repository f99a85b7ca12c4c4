-- wrk's summary as one JSON line (read by scripts/fleet/wrk.ts), instead of its text report.
-- Times are in microseconds. os.clock() is the CPU time of the whole wrk process (every thread),
-- so the bench can say whether the client itself ran out of core.
done = function(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    '{"wrkReport":1,"requests":%d,"durationUs":%d,"bytes":%d,' ..
    '"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,' ..
    '"p50Us":%d,"p99Us":%d,"maxUs":%d,"cpuSeconds":%.3f}\n',
    summary.requests, summary.duration, summary.bytes,
    errors.connect, errors.read, errors.write, errors.status, errors.timeout,
    latency:percentile(50), latency:percentile(99), latency.max, os.clock()))
end
