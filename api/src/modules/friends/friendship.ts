/** How the viewer stands with another player. */
export type Relation = 'self' | 'none' | 'outgoing' | 'incoming' | 'friends';
export type FriendAction = 'send' | 'accept' | 'decline' | 'cancel' | 'remove';
export type Refusal = 'VALIDATION_FAILED' | 'CONFLICT' | 'NOT_FOUND';

/**
 * The friend state machine from one side: a request goes out (outgoing), the other side accepts
 * (friends) or declines (none); the sender may cancel; either friend may remove. A request to someone
 * who already asked you is an acceptance. Anything else is refused with the reason.
 */
export function transition(relation: Relation, action: FriendAction): Relation | { refused: Refusal } {
  if (relation === 'self') return { refused: 'VALIDATION_FAILED' };
  switch (action) {
    case 'send':
      if (relation === 'none') return 'outgoing';
      if (relation === 'incoming') return 'friends';
      return { refused: 'CONFLICT' };
    case 'accept':
      return relation === 'incoming' ? 'friends' : { refused: 'NOT_FOUND' };
    case 'decline':
      return relation === 'incoming' ? 'none' : { refused: 'NOT_FOUND' };
    case 'cancel':
      return relation === 'outgoing' ? 'none' : { refused: 'NOT_FOUND' };
    case 'remove':
      return relation === 'friends' ? 'none' : { refused: 'NOT_FOUND' };
  }
}
