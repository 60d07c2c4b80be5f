/**
 * Where a page's time goes (issue 19 item 2), one request at a time: the
 * whole HTML answer against the same page's payload alone (the JSON that
 * client navigation asks for with `x-page-data`), which runs every loader
 * and serialises the props but renders no React. The difference is the
 * React render and the HTML stream; the payload's size is what the HTML
 * inlines for hydration.
 */
const REPEATS = 30;

export interface RenderProfile { page: string; path: string; htmlMs: number; payloadMs: number; renderShare: number; htmlKiB: number; payloadKiB: number }

async function medianOf(url: string, headers: Record<string, string>): Promise<{ ms: number; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let index = 0; index < REPEATS; index += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    bytes = (await response.arrayBuffer()).byteLength;
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(REPEATS / 2)]!, bytes };
}

export async function profileRenders(base: string, pages: Array<[string, string]>): Promise<RenderProfile[]> {
  const profiles: RenderProfile[] = [];
  for (const [page, path] of pages) {
    await medianOf(`${base}${path}`, {}); // warm the isolate's caches for this page
    const html = await medianOf(`${base}${path}`, {});
    const payload = await medianOf(`${base}${path}`, { 'x-page-data': '1' });
    profiles.push({
      page, path,
      htmlMs: Number(html.ms.toFixed(1)),
      payloadMs: Number(payload.ms.toFixed(1)),
      renderShare: Number(Math.max(0, (html.ms - payload.ms) / html.ms).toFixed(2)),
      htmlKiB: Math.round(html.bytes / 1024),
      payloadKiB: Math.round(payload.bytes / 1024),
    });
  }
  return profiles;
}

export function renderProfileRows(profiles: readonly RenderProfile[]) {
  return profiles.map((profile) => ({
    page: profile.page, path: profile.path, 'HTML ms': profile.htmlMs, 'payload only ms': profile.payloadMs,
    'render share': `${Math.round(profile.renderShare * 100)} %`, 'HTML KiB': profile.htmlKiB, 'payload KiB': profile.payloadKiB,
  }));
}
