export interface PushMessage {
  title: string
  body: string
}

export interface PushSender {
  /** Sends to each device token; returns the tokens that were accepted. */
  send(tokens: string[], message: PushMessage): Promise<{ delivered: string[] }>
}

/** Offline default: accepts every token and logs the send; deliveries are recorded by the caller. */
export function createLoggingPushSender(log: (line: string) => void = console.log): PushSender {
  return {
    async send(tokens, message) {
      log(`[push] ${tokens.length} device(s): ${JSON.stringify(message.title)}`)
      return { delivered: tokens }
    },
  }
}
