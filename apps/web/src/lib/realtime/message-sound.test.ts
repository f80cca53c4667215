import { afterEach, describe, expect, it, vi } from 'vitest';

/** A Web Audio stand-in recording the tones started. */
function fakeAudio() {
  const tones: number[] = [];
  const node = () => ({
    connect: vi.fn(),
    gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
  });
  class FakeContext {
    currentTime = 0;
    destination = {};
    createGain = node;
    createOscillator() {
      const oscillator = {
        type: '',
        frequency: { value: 0 },
        connect: vi.fn(),
        stop: vi.fn(),
        start: () => tones.push(oscillator.frequency.value),
      };
      return oscillator;
    }
  }
  return { tones, FakeContext };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the new-message sound', () => {
  it('plays two short tones through Web Audio', async () => {
    const { tones, FakeContext } = fakeAudio();
    vi.stubGlobal('AudioContext', FakeContext);
    const { playMessageSound } = await import('./message-sound');
    playMessageSound();
    expect(tones).toEqual([880, 1320]);
  });

  it('stays silent, without throwing, where there is no Web Audio or it fails', async () => {
    vi.stubGlobal('AudioContext', undefined);
    const { playMessageSound } = await import('./message-sound');
    expect(() => playMessageSound()).not.toThrow();
    vi.resetModules();
    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          throw new Error('blocked');
        }
      },
    );
    const again = await import('./message-sound');
    expect(() => again.playMessageSound()).not.toThrow();
  });
});
