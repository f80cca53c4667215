// docs/web.md "Session": from the moment a logout starts until the session is cleared, no request
// but the logout itself may leave: anything else would carry a token about to be revoked, and its
// 1007 answer would show "Login expired" after a normal logout.

let ending = false;

export function beginSessionEnd(): void {
  ending = true;
}

export function finishSessionEnd(): void {
  ending = false;
}

export const isSessionEnding = (): boolean => ending;
