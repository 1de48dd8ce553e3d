/**
 * What a remote asks of the shell without importing it: the shell subscribes and answers
 * (a sign-in prompt, the coin modal), and learns when the session ended.
 */
export type Intent =
  | { type: 'login'; action: string; actionEn: string }
  | { type: 'top-up' }
  | { type: 'signed-out'; reason: 'logout' | 'expired' };

type Listener = (intent: Intent) => void;

export class IntentChannel {
  private readonly listeners = new Set<Listener>();

  /** Answers a function that stops listening. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(intent: Intent): void {
    for (const listener of this.listeners) listener(intent);
  }

  /**
   * Ask the fan to sign in before `action` (e.g. 'vote'; give the English separately when it differs): the
   * shell toasts 'Silakan masuk untuk {action} / Please sign in to {action}' and opens the login modal.
   */
  requestLogin(action: string, actionEn: string = action): void {
    this.emit({ type: 'login', action, actionEn });
  }

  /** Open the coin modal (the shell asks for sign-in first when nobody is signed in). */
  requestTopUp(): void {
    this.emit({ type: 'top-up' });
  }
}
