// The one contract the agent implements (launcher/src/agent/agentContract.ts), re-exported for the site.
export * from '../../../../launcher/src/agent/agentContract';
