/** A delivery's state as a badge colour, the same on the deliveries screen and the player card. */
export const DELIVERY_STATE_COLORS: Readonly<Record<string, string>> = {
  pending: 'yellow',
  leased: 'blue',
  sending: 'blue',
  uncertain: 'orange',
  failed: 'red',
  resent: 'gray',
  done: 'teal',
};
