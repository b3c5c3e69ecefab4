import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';

import {
  AcceptFriendRequestDocument,
  CancelFriendRequestDocument,
  DeclineFriendRequestDocument,
  FriendRequestsDocument,
  PlayerFriendsDocument,
  RemoveFriendDocument,
  SendFriendRequestDocument,
} from '../../generated/graphql';
import { notify } from '../../platform/notifications/notify';

export type FriendActionName = 'send' | 'accept' | 'decline' | 'cancel' | 'remove';

/** The five friend actions; each refreshes the lists on screen and says what happened. */
export function useFriendAction() {
  const { t } = useTranslation('friends');
  const options = {
    refetchQueries: [PlayerFriendsDocument, FriendRequestsDocument],
    onCompleted: () => {
      notify({ type: 'success', text: t('done') });
    },
  };
  const [send, sending] = useMutation(SendFriendRequestDocument, options);
  const [accept, accepting] = useMutation(AcceptFriendRequestDocument, options);
  const [decline, declining] = useMutation(DeclineFriendRequestDocument, options);
  const [cancel, cancelling] = useMutation(CancelFriendRequestDocument, options);
  const [remove, removing] = useMutation(RemoveFriendDocument, options);
  const run = (action: FriendActionName, nickname: string) => {
    const variables = { input: { nickname } };
    const mutations = { send, accept, decline, cancel, remove };
    void mutations[action]({ variables });
  };
  const loading = [sending, accepting, declining, cancelling, removing].some((state) => state.loading);
  return { run, loading };
}
