/** A request the agent turns down on purpose: answered with this status and `{error_code, error_message}`. */
export class AgentRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
