import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fromDebian } from '@fanhub/testkit';
import { createMetrics } from '../../src/observability/metrics';
import { scratchFolder } from '../helpers/scratch';

const ROOT = path.join(__dirname, '..', '..', '..');
const OBSERVABILITY = path.join(ROOT, 'deploy', 'observability');
const PROMTOOL = '/usr/bin/promtool';
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const scratch = scratchFolder('alert-rules');

beforeAll(() => {
  const promtool = fromDebian(PROMTOOL, ['prometheus']);
  if (!promtool.ok) throw new Error(promtool.why);
});

const promtool = (...args: string[]) =>
  execFileSync(PROMTOOL, args, { cwd: OBSERVABILITY, encoding: 'utf8', stdio: 'pipe' });

it('the alert rules pass promtool check rules', () => {
  expect(promtool('check', 'rules', 'alerts.yml')).toMatch(/SUCCESS: \d+ rules found/);
});

it("deploy's prometheus.yml is a valid configuration with the rules (promtool check config)", () => {
  // As the container mounts them: the rules beside the configuration.
  writeFileSync(path.join(scratch, 'alerts.yml'), read('deploy/observability/alerts.yml'));
  const config = read('deploy/observability/prometheus.yml').replace(
    '/etc/prometheus/alerts.yml',
    'alerts.yml',
  );
  writeFileSync(path.join(scratch, 'prometheus.yml'), config);
  const alerts = read('deploy/observability/alerts.yml').match(/- alert: /g)!.length;
  expect(promtool('check', 'config', path.join(scratch, 'prometheus.yml'))).toMatch(
    new RegExp(`SUCCESS: ${alerts} rules found`),
  );
});

it("each alert fires on its failure's series and stays quiet on a healthy site (promtool test rules)", () => {
  expect(promtool('test', 'rules', 'alerts.test.yml')).toMatch(/SUCCESS/);
  // Every alert has its test case.
  const alerts = [...read('deploy/observability/alerts.yml').matchAll(/- alert: (\w+)/g)].map((m) => m[1]);
  const tested = read('deploy/observability/alerts.test.yml');
  for (const alert of alerts) expect(tested).toContain(`alertname: ${alert}`);
  expect(alerts.length).toBeGreaterThanOrEqual(8);
});

it('every query of the Grafana dashboard is valid PromQL (promtool checks them as recording rules)', () => {
  const dashboard = JSON.parse(read('deploy/observability/grafana/dashboards/fanhub.json')) as {
    panels: { targets?: { expr: string }[] }[];
  };
  const queries = dashboard.panels.flatMap((panel) => panel.targets ?? []).map((target) => target.expr);
  expect(queries.length).toBeGreaterThan(15);
  const rules = {
    groups: [
      { name: 'dashboard', rules: queries.map((expr, n) => ({ record: `dashboard:query_${n}`, expr })) },
    ],
  };
  const file = path.join(scratch, 'queries.yml');
  // JSON is YAML: promtool reads it as a rules file.
  writeFileSync(file, JSON.stringify(rules));
  expect(promtool('check', 'rules', file)).toMatch(new RegExp(`SUCCESS: ${queries.length} rules found`));
});

it("each alert's runbook link is a section of docs/observability.md", () => {
  const docs = read('docs/observability.md');
  const anchors = new Set(
    [...docs.matchAll(/^#{2,4} (.+)$/gm)].map((m) =>
      m[1]!
        .toLowerCase()
        .replace(/[^\w\- ]/g, '')
        .replace(/ /g, '-'),
    ),
  );
  const links = [
    ...read('deploy/observability/alerts.yml').matchAll(/runbook_url: docs\/observability\.md#(\S+)/g),
  ];
  expect(links.length).toBeGreaterThanOrEqual(8);
  for (const [, anchor] of links) expect(anchors).toContain(anchor);
});

// The first-screen server's metrics (fanhub_first_screen_*) are the shell's: e2e/tests/first-screen-html.spec.ts
// checks the names the alerts give them against that server's own scrape.
it("the alerts and the dashboard name only metrics the API exposes (besides the first-screen server's)", async () => {
  const { registry } = createMetrics();
  const exposed = new Set(
    (await registry.getMetricsAsJSON()).flatMap((metric) =>
      String(metric.type) === 'histogram'
        ? [`${metric.name}_bucket`, `${metric.name}_count`, `${metric.name}_sum`]
        : [metric.name],
    ),
  );
  exposed.add('up'); // Prometheus' own, for each scrape
  const queries = [
    read('deploy/observability/alerts.yml'),
    read('deploy/observability/grafana/dashboards/fanhub.json'),
  ].join('\n');
  const named = new Set([...queries.matchAll(/\b((?:fanhub|http)_[a-z_]+|up)\{/g)].map((m) => m[1]!));
  expect(named.size).toBeGreaterThan(10);
  for (const metric of named) {
    if (!metric.startsWith('fanhub_first_screen_')) expect(exposed).toContain(metric);
  }
});
