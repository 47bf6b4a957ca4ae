/** An empty live region takes no room in a Stack, yet stays in the page to be announced. */
export const liveRegion = { '&:empty': { marginTop: '0 !important' } } as const;
