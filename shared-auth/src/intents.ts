/**
 * What a remote asks of the shell without importing it: the shell subscribes and answers
 * (a sign-in prompt, the coin modal), and learns when the session ended.
 */
export type Intent =
  | { type: 'login'; action: string; actionEn: string }
  | { type: 'top-up' }
  /** The fan tried to spend before confirming their email: the shell asks for the mailed code. */
  | { type: 'confirm-email' }
  /** The fan voted, supported or signed up: a moment when hearing about it later is worth offering. */
  | { type: 'engaged' }
  /** The fan asked for pushes on this device (the shell owns the service worker). */
  | { type: 'push' }
  | { type: 'signed-out'; reason: 'logout' | 'expired' };

type Listener = (intent: Intent) => void;

export class IntentChannel {
  private readonly listeners = new Set<Listener>();
  /** What the fan asked for before signing in, continued once they have (requestLogin's `then`). */
  private continuation: (() => void) | undefined;

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
   * shell toasts 'Silakan masuk untuk {action} / Please sign in to {action}' and opens the login modal. `then`
   * is what the fan pressed (open the vote modal): it runs once they sign in, not if they leave the sign-in.
   */
  requestLogin(action: string, actionEn: string = action, then?: () => void): void {
    this.continuation = then;
    this.emit({ type: 'login', action, actionEn });
  }

  /** The shell: the fan signed in from a requestLogin; what they asked for continues. */
  signedIn(): void {
    const then = this.continuation;
    this.continuation = undefined;
    then?.();
  }

  /** The shell: the sign-in closed without one (or ended in a new account); what they asked for is dropped. */
  leftSignIn(): void {
    this.continuation = undefined;
  }

  /** Tell the shell the fan just voted, supported or signed up (it may offer notifications). */
  engaged(): void {
    this.emit({ type: 'engaged' });
  }

  /** Ask the shell to turn on pushes on this device (it asks the browser for permission). */
  requestPush(): void {
    this.emit({ type: 'push' });
  }

  /** Ask for the code that confirms the fan's email (a spend was refused until it is confirmed). */
  requestEmailConfirmation(): void {
    this.emit({ type: 'confirm-email' });
  }

  /** Open the coin modal (the shell asks for sign-in first when nobody is signed in). */
  requestTopUp(): void {
    this.emit({ type: 'top-up' });
  }
}
