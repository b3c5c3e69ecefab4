import { createContext } from 'react-router';

import { VISITOR, type SessionInfo } from './sessionInfo';

/** The visitor's session for the current request (server) or page (browser). */
export const sessionContext = createContext<SessionInfo>(VISITOR);
