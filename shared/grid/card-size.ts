/** cat 9 grid size choices: large (default) or small (extended) cards. */
export type CardSize = 'default' | 'extended';

/** The cookie keeping the choice for a year (cat 9: 31536000 s, secure, lax); the server reads it to render the same size. */
export const CARD_SIZE_COOKIE = 'so_grid_size';
export const CARD_SIZE_MAX_AGE_SECONDS = 31_536_000;

export const isCardSize = (value: unknown): value is CardSize => value === 'default' || value === 'extended';
