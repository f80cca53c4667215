let context: AudioContext | undefined;

/**
 * A short two-tone chime for a new message (docs/account.md: `sound` on). Web Audio, so no file
 * is fetched; a browser that blocks audio before a user gesture, or has no Web Audio, stays
 * silent rather than failing.
 */
export function playMessageSound(): void {
  try {
    const Context = globalThis.AudioContext;
    if (!Context) return;
    context ??= new Context();
    const now = context.currentTime;
    const gain = context.createGain();
    gain.connect(context.destination);
    gain.gain.setValueAtTime(0.0001, now);
    gain.gain.exponentialRampToValueAtTime(0.2, now + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.35);
    [880, 1320].forEach((frequency, index) => {
      const oscillator = context!.createOscillator();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      oscillator.connect(gain);
      oscillator.start(now + index * 0.12);
      oscillator.stop(now + 0.35);
    });
  } catch {
    // No sound is better than a broken message handler.
  }
}
