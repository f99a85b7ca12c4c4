import { describe, expect, it } from 'vitest';
import { parseWrkReport, WRK_REPORT_SCRIPT, wrkArgs } from './wrk.ts';

describe('wrkArgs', () => {
  it('asks for a fixed run with the report script and every header', () => {
    expect(
      wrkArgs('http://127.0.0.1:1/wireless', {
        seconds: 10,
        connections: 50,
        threads: 1,
        headers: { 'accept-encoding': 'br, gzip' },
      }),
    ).toEqual([
      '-t1',
      '-c50',
      '-d10s',
      '-s',
      WRK_REPORT_SCRIPT,
      '-H',
      'accept-encoding: br, gzip',
      'http://127.0.0.1:1/wireless',
    ]);
  });

  it('refuses fewer connections than threads', () => {
    expect(() => wrkArgs('http://x', { seconds: 1, connections: 1, threads: 2 })).toThrow();
  });
});

describe('parseWrkReport', () => {
  const textReport = [
    'Running 10s test @ http://127.0.0.1:4600/wireless',
    '  1 threads and 50 connections',
    '  Thread Stats   Avg      Stdev     Max   +/- Stdev',
  ].join('\n');

  it('turns the report line into the bench figures', () => {
    const line =
      '{"wrkReport":1,"requests":200000,"durationUs":10000000,"bytes":1,"connect":1,"read":2,' +
      '"write":3,"status":7,"timeout":4,"p50Us":812,"p99Us":3456,"maxUs":9000,"cpuSeconds":9.5}';
    expect(parseWrkReport(`${textReport}\n${line}\n`)).toEqual({
      requestsPerSecond: 20000,
      p50: 0.8,
      p99: 3.5,
      non2xx: 7,
      errors: 10,
      clientCores: 0.95,
    });
  });

  it('fails when wrk printed no report line (the script did not run)', () => {
    expect(() => parseWrkReport(textReport)).toThrow(/no report/);
  });

  it('fails on a run without a duration', () => {
    const line =
      '{"wrkReport":1,"requests":0,"durationUs":0,"bytes":0,"connect":0,"read":0,"write":0,' +
      '"status":0,"timeout":0,"p50Us":0,"p99Us":0,"maxUs":0,"cpuSeconds":0}';
    expect(() => parseWrkReport(line)).toThrow(/run of 0/);
  });
});
