/**
 * The one club price rule (cat 4 Price display, issue 15 item 6): a club
 * price counts only when it is below the active price. Cards, the product
 * page and the checkout all decide with it, so a member is charged the club
 * price they were shown (decision 016) and nobody else is.
 */
export function clubPriceOf(active: number, club: number | null): number | null {
  return club !== null && club < active ? club : null;
}
