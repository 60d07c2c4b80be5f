/** Crawlers get every card of a grid's page (architecture decision 3), and a page of their own in the edge cache. */
const BOT_USER_AGENT = /bot|crawl|spider|slurp|facebookexternalhit|embedly|linkpreview|whatsapp|telegram/i;

export function isCrawler(userAgent: string | undefined): boolean {
  return !!userAgent && BOT_USER_AGENT.test(userAgent);
}
