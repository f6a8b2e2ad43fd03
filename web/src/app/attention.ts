// "It's your turn" while the tab is in the background (the title and the favicon marked, a short
// chime, a buzz on phones that allow it) and the sound of dice thrown at the table, with a mute the
// browser remembers. Every sound is made here with the Web Audio API (no audio file is fetched),
// and nothing plays before the person's first tap or key on the page (browsers require it, and a
// page should not make noise on its own).
import { useEffect, useRef, useState } from 'preact/hooks';
import { useI18n } from '../i18n';
import type { Move } from '../protocol/checked';
import type { RoomState } from '../state/room';

const SOUND_KEY = 'cubilete.sound';
type Store = Pick<Storage, 'getItem' | 'setItem'>;

export function loadMuted(storage: Store | null): boolean {
  try {
    return storage?.getItem(SOUND_KEY) === 'off';
  } catch {
    return false;
  }
}

export function saveMuted(storage: Store | null, muted: boolean): void {
  try {
    storage?.setItem(SOUND_KEY, muted ? 'off' : 'on');
  } catch {
    // forbidden storage: the mute holds for this visit
  }
}

/** The tab's title while a turn waits in the background. */
export const turnTitle = (base: string, yourTurn: string) => `● ${yourTurn} · ${base}`;

/** A move that throws dice: a throw, Buck Dice's point die, dice thrown under another's cup. */
export const isThrow = (move: Move | undefined) =>
  move !== undefined && (move.kind === 'throw' || move.kind === 'point' || move.kind === 'cup_throw' ||
    (move.kind === 'cup_rethrow' && move.count > 0));

/**
 * What the page does after a change: `mark` the title and favicon (hidden with the turn waiting),
 * `signal` (the chime and the buzz) only when a turn has just begun in the background.
 */
export function attentionStep(now: { hidden: boolean; myTurn: boolean }, newTurn: boolean) {
  return { mark: now.hidden && now.myTurn, signal: now.hidden && now.myTurn && newTurn };
}

/**
 * Which turn of mine this is: the version of the last action another seat took (a bot may answer
 * so fast that the page never sees the turn leave it), -1 when it is not my turn.
 */
export function turnOf(state: Pick<RoomState, 'seat' | 'status' | 'toMove' | 'log'>): number {
  if (state.seat === null || state.status !== 'playing' || state.toMove !== state.seat) return -1;
  for (let i = state.log.length - 1; i >= 0; i--)
    if (state.log[i].seat !== null && state.log[i].seat !== state.seat) return state.log[i].version;
  return 0;
}

/** The favicon with a red dot: a turn is waiting. */
export const MARKED_ICON = 'data:image/svg+xml,' + encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'><rect x='5' y='5' width='90' height='90' rx='18' fill='#fff' " +
  "stroke='#111' stroke-width='6'/><circle cx='30' cy='30' r='9'/><circle cx='50' cy='50' r='9'/><circle cx='70' cy='70' r='9'/>" +
  "<circle cx='78' cy='22' r='21' fill='#dc2626' stroke='#fff' stroke-width='5'/></svg>");

// ---- sound ----

let context: AudioContext | null = null;
let muted = loadMuted(storage());
const listeners = new Set<(muted: boolean) => void>();

function storage(): Store | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The first tap or key on the page makes the audio context (never before: no sound unasked). */
function unlock(): void {
  if (context) {
    if (context.state === 'suspended') void context.resume();
    return;
  }
  const Ctor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return;
  try {
    context = new Ctor();
  } catch {
    context = null;
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('pointerdown', unlock, { capture: true });
  window.addEventListener('keydown', unlock, { capture: true });
}

export function isMuted(): boolean {
  return muted;
}

export function setMuted(value: boolean): void {
  muted = value;
  saveMuted(storage(), value);
  for (const l of listeners) l(value);
}

/** The mute as component state, kept in step with every other toggle. */
export function useMuted(): [boolean, (m: boolean) => void] {
  const [value, set] = useState(muted);
  useEffect(() => {
    listeners.add(set);
    return () => void listeners.delete(set);
  }, []);
  return [value, setMuted];
}

function ready(): AudioContext | null {
  if (muted || !context || context.state !== 'running') return null;
  return context;
}

/** Dice rattling in a cup and landing: a few short clicks of filtered noise. */
export function playDice(count = 5): void {
  const ctx = ready();
  if (!ctx) return;
  const length = Math.floor(ctx.sampleRate * 0.03);
  const buffer = ctx.createBuffer(1, length, ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / length) ** 3;
  const hits = Math.min(8, 3 + count);
  for (let k = 0; k < hits; k++) {
    const at = ctx.currentTime + k * 0.045 + Math.random() * 0.03;
    const src = ctx.createBufferSource();
    src.buffer = buffer;
    const band = ctx.createBiquadFilter();
    band.type = 'bandpass';
    band.frequency.value = 1800 + Math.random() * 2200;
    band.Q.value = 3;
    const gain = ctx.createGain();
    gain.gain.value = 0.25 * (1 - k / (hits + 2));
    src.connect(band).connect(gain).connect(ctx.destination);
    src.start(at);
  }
}

/** Two soft rising notes: your turn. */
export function playChime(): void {
  const ctx = ready();
  if (!ctx) return;
  [660, 880].forEach((freq, i) => {
    const at = ctx.currentTime + i * 0.16;
    const osc = ctx.createOscillator();
    osc.type = 'sine';
    osc.frequency.value = freq;
    const gain = ctx.createGain();
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.35);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + 0.4);
  });
}

// ---- the room's signals ----

function setIcon(href: string): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel~=icon]');
  if (link) link.href = href;
}

/** The turn signal and the dice sounds of one room page. */
export function useAttention(state: RoomState): void {
  const { m } = useI18n();
  const turn = turnOf(state);
  const myTurn = turn >= 0;
  const lastTurn = useRef(-1);
  const saved = useRef<{ title: string; icon: string } | null>(null);

  const apply = (signalIfNew: boolean) => {
    const step = attentionStep({ hidden: document.visibilityState === 'hidden', myTurn }, turn !== lastTurn.current);
    if (step.mark && !saved.current) {
      const icon = document.querySelector<HTMLLinkElement>('link[rel~=icon]')?.href ?? '';
      saved.current = { title: document.title, icon };
      document.title = turnTitle(document.title, m.room.yourTurn);
      setIcon(MARKED_ICON);
    } else if (!step.mark && saved.current) {
      document.title = saved.current.title;
      setIcon(saved.current.icon);
      saved.current = null;
    }
    if (step.signal && signalIfNew) {
      playChime();
      try {
        navigator.vibrate?.([120, 80, 120]);
      } catch {
        // not allowed here
      }
    }
  };

  useEffect(() => {
    apply(true);
    lastTurn.current = turn;
  }, [turn]);

  useEffect(() => {
    const onChange = () => apply(false);
    // (a turn already waiting when the tab is left is marked, not chimed)
    document.addEventListener('visibilitychange', onChange);
    return () => {
      document.removeEventListener('visibilitychange', onChange);
      if (saved.current) {
        document.title = saved.current.title;
        setIcon(saved.current.icon);
        saved.current = null;
      }
    };
  }, [myTurn, m]);

  // dice thrown at the table, heard while the page is in front
  useEffect(() => {
    if (document.visibilityState === 'visible' && state.recent.some((e) => isThrow(e.move))) playDice();
  }, [state.version]);
}
