/**
 * What a change of the signed-in shopping screen's downloads would do to Lighthouse's first and largest
 * paint, without the noise of a new audit. Lighthouse does not load the page on a slow phone: it records
 * one fast load and simulates the phone from it (Lantern). Replaying that simulation on a recorded load
 * whose network log is edited (a file dropped, or made smaller) gives the figures the same load would
 * have had, to the millisecond, where two audits of one build differ by 100 ms and more.
 *
 *   npx tsx bench/lantern-what-if.ts record [runs]     audits the built shop, keeps each audit's load
 *   npx tsx bench/lantern-what-if.ts replay 'drop:manifest\.webmanifest|icon-192' 'scale:/assets/react-=0.8'
 *
 * `record` writes LANTERN_DIR (default: the system's temporary folder)/lantern-load-<n>.json; `replay`
 * prints, for each recorded load, the figures as recorded and with each edit (`drop:<url pattern>` or
 * `scale:<url pattern>=<factor>`; edits joined by `+` apply together).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { auditPage, withAuditBrowser } from './lighthouse.ts';
import { benchTraveller, startShop } from './shop-process.ts';

const folder = process.env.LANTERN_DIR ?? os.tmpdir();
const PAGE = '/user/shopping/1';

/** One entry of the DevTools protocol log Lighthouse keeps of a load. */
interface ProtocolEvent {
  method: string;
  params: { requestId?: string; request?: { url: string }; encodedDataLength?: number; dataLength?: number };
}

/** What the simulation reads of an audit. */
interface RecordedLoad {
  Trace: unknown;
  DevtoolsLog: ProtocolEvent[];
  GatherContext: unknown;
  URL: unknown;
  settings: unknown;
  fcp: number;
  lcp: number;
}

interface Edit {
  urls: RegExp;
  /** Undefined drops the request. */
  scale?: number;
}

async function record(runs: number) {
  mkdirSync(folder, { recursive: true });
  const shop = await startShop({ SEED_DEMO_DATA: 'true' });
  try {
    const token = (await benchTraveller(shop)).headers.authorization.replace(/^Bearer /, '');
    await withAuditBrowser(async (browser) => {
      for (let run = 0; run < runs; run++) {
        const result = await auditPage(browser, shop.url, { path: PAGE, token });
        if (result.lhr.runtimeError) throw new Error(`no load recorded: ${result.lhr.runtimeError.code}`);
        const { Trace, DevtoolsLog, GatherContext, URL } = result.artifacts as unknown as RecordedLoad;
        const audits = result.lhr.audits;
        const load: RecordedLoad = {
          Trace,
          DevtoolsLog,
          GatherContext,
          URL,
          settings: result.lhr.configSettings,
          fcp: audits['first-contentful-paint']!.numericValue!,
          lcp: audits['largest-contentful-paint']!.numericValue!,
        };
        const file = path.join(folder, `lantern-load-${run}.json`);
        writeFileSync(file, JSON.stringify(load));
        console.log(`${file}: FCP ${Math.round(load.fcp)} ms, LCP ${Math.round(load.lcp)} ms`);
      }
    });
  } finally {
    await shop.stop();
  }
}

function parseEdits(text: string): Edit[] {
  return text.split('+').map((part) => {
    const drop = /^drop:(.+)$/.exec(part);
    if (drop) return { urls: new RegExp(drop[1]!) };
    const scale = /^scale:(.+)=([\d.]+)$/.exec(part);
    if (scale) return { urls: new RegExp(scale[1]!), scale: Number(scale[2]) };
    throw new Error(`not an edit: ${part} (drop:<url pattern> or scale:<url pattern>=<factor>)`);
  });
}

/** The log as it would read had each request matching an edit been dropped, or its bytes scaled. */
function editedLog(log: ProtocolEvent[], edits: Edit[]) {
  const urlOf = new Map<string, string>();
  for (const event of log) {
    if (event.method === 'Network.requestWillBeSent') urlOf.set(event.params.requestId!, event.params.request!.url);
  }
  return log.flatMap((event) => {
    const id = event.params?.requestId;
    const edit = id === undefined ? undefined : edits.find(({ urls }) => urls.test(urlOf.get(id) ?? ''));
    if (!edit) return [event];
    if (edit.scale === undefined) return [];
    const scaled = (bytes: number | undefined) => (bytes === undefined ? undefined : Math.round(bytes * edit.scale!));
    return [
      {
        ...event,
        params: {
          ...event.params,
          encodedDataLength: scaled(event.params.encodedDataLength),
          dataLength: scaled(event.params.dataLength),
        },
      },
    ];
  });
}

async function simulate(load: RecordedLoad, edits: Edit[]) {
  const data = {
    trace: load.Trace,
    devtoolsLog: editedLog(load.DevtoolsLog, edits),
    gatherContext: load.GatherContext,
    settings: load.settings,
    simulator: null,
    URL: load.URL,
    SourceMaps: [],
  };
  const context = { computedCache: new Map(), settings: load.settings };
  // Lighthouse's computed artifacts are typed for its own artifacts; these are the same objects, read back.
  type Input = Parameters<typeof LanternLargestContentfulPaint.request>;
  const fcp = await LanternFirstContentfulPaint.request(data as unknown as Input[0], context as unknown as Input[1]);
  const lcp = await LanternLargestContentfulPaint.request(data as unknown as Input[0], context as unknown as Input[1]);
  return `FCP ${Math.round(fcp.timing)} ms, LCP ${Math.round(lcp.timing)} ms`;
}

async function replay(editTexts: string[]) {
  const files = readdirSync(folder).filter((name) => /^lantern-load-\d+\.json$/.test(name));
  if (files.length === 0) throw new Error(`no recorded load in ${folder}: run "record" first`);
  for (const name of files.sort()) {
    const load = JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as RecordedLoad;
    console.log(`${name}: audited FCP ${Math.round(load.fcp)} ms, LCP ${Math.round(load.lcp)} ms`);
    console.log(`  as recorded: ${await simulate(load, [])}`);
    for (const text of editTexts) console.log(`  ${text}: ${await simulate(load, parseEdits(text))}`);
  }
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'record') await record(Number(rest[0] ?? 3));
else if (command === 'replay') await replay(rest);
else throw new Error('usage: lantern-what-if.ts record [runs] | replay [edit ...]');
