import type { StaffPlayerFieldsFragment, StaffPlayerRecordsQuery } from '../../../../generated/graphql';

export type StaffPlayerView = StaffPlayerFieldsFragment;
export type PlayerRecordsView = NonNullable<StaffPlayerRecordsQuery['staffPlayerRecords']>;

/** A moment on the card, '—' when there is none. */
export type DateText = (value: string | null | undefined) => string;
