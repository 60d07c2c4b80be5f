import { env } from 'cloudflare:workers';
import { app } from '../../worker/app.ts';

/** POSTs a raw body through the whole app (fetchShop sends no body). */
export function postShop(path: string, body: string, headers: Record<string, string> = { 'content-type': 'application/json' }): Promise<Response> {
  return app.fetch(new Request(`http://localhost${path}`, { method: 'POST', headers, body }), env);
}

/** base64url without padding, as the GET query of cat 7 uses. */
function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Any text deflated and encoded like a product-list `q`: for requests the encoder would never make. */
export async function deflatedQuery(text: string): Promise<string> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return base64Url(new Uint8Array(await new Response(stream).arrayBuffer()));
}

/** The error body of a failed API call, with its status. */
export async function apiFailure(response: Response): Promise<{ status: number; error: { code: string; message: string; fields?: Record<string, string> } }> {
  const body = (await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } };
  return { status: response.status, error: body.error };
}
