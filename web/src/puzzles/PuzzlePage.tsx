// The puzzles page (/puzzles, /puzzles/daily, /puzzles/streak, /puzzles/mistakes): a decision of a
// real game drawn by the game's own table, answered by playing the choice as at the table; then
// right or wrong, every choice against the best in words, the rating's change, the source game,
// and the next puzzle (Enter or N).
import { useEffect, useState } from 'preact/hooks';
import type { GameInfo } from '../protocol/generated/contract';
import { ApiError } from '../protocol/http';
import { errorText, fmt, number, useI18n } from '../i18n';
import { aboutOf, gameUi, wordingOf } from '../games/registry';
import { navigate, onLink } from '../app/router';
import { useAccount } from '../account/session';
import { puzzlePath, puzzlesApi, type JudgedChoice, type PuzzleMode, type PuzzleVerdict, type ServedPuzzle } from './api';
import { moveOfAction, puzzleRoom } from './puzzleRoom';
import { againstBest, measureKind, signed, valueText } from './words';

const MODES: PuzzleMode[] = ['rated', 'daily', 'streak', 'mistakes'];
const BEST_KEY = 'cubilete.puzzleStreakBest';

const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

const sameMove = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The themes of a game's puzzles (of every game's: ""), each once, as the server lists them. */
const themesOf = (games: GameInfo[], game: string) =>
  [...new Set(games.filter((g) => g.puzzles && (!game || g.id === game)).flatMap((g) => g.puzzle_themes))];

export function PuzzlePage({ mode, games }: { mode: PuzzleMode; games: GameInfo[] }) {
  const { m, lang } = useI18n();
  const t = m.puzzles;
  const account = useAccount();
  const visitor = account === null;
  const [game, setGame] = useState('');
  // A theme to practise (rated mode only; practice is not rated).
  const [theme, setTheme] = useState('');
  const [puzzle, setPuzzle] = useState<ServedPuzzle | null>(null);
  const [verdict, setVerdict] = useState<PuzzleVerdict | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A visitor's streak lives here: the server is told its length with each serve.
  const [visitorStreak, setVisitorStreak] = useState(0);
  const [visitorBest, setVisitorBest] = useState(() => Number(storage()?.getItem(BEST_KEY) ?? 0) || 0);

  // `streak`: a visitor's streak to ask with (the one kept here unless a new one starts).
  const load = async (streak = visitorStreak) => {
    setBusy(true);
    setFailure(null);
    setVerdict(null);
    setPuzzle(null);
    try {
      setPuzzle(await puzzlesApi.next(mode, game, visitor && mode === 'streak' ? streak : null, theme));
    } catch (e) {
      if (e instanceof ApiError && e.code === 'no_puzzle' && mode === 'mistakes') {
        const due = typeof e.params?.next_due === 'string' ? e.params.next_due : null;
        setFailure(due ? fmt(t.nextDue, { date: new Date(due).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' }) }) : t.noMistakes);
      } else {
        setFailure(e instanceof ApiError ? (e.code === 'no_puzzle' ? t.noPuzzle : errorText(m, e.code, e.message)) : String(e));
      }
    } finally {
      setBusy(false);
    }
  };
  useEffect(() => {
    if (account === undefined) return;  // who asks is not known yet
    void load();
  }, [mode, game, theme, account?.name]);

  const answer = (action: string): boolean => {
    if (!puzzle || verdict || busy) return false;
    const move = moveOfAction(puzzle, action);
    if (move === undefined) return false;
    setBusy(true);
    puzzlesApi.answer(puzzle, move).then((v) => {
      setVerdict(v);
      if (visitor && v.streak && v.counted) {
        setVisitorStreak(v.streak.length);
        if (v.streak.length > visitorBest) {
          setVisitorBest(v.streak.length);
          storage()?.setItem(BEST_KEY, String(v.streak.length));
        }
      }
    }, (e) => setFailure(e instanceof ApiError ? errorText(m, e.code, e.message) : String(e))).finally(() => setBusy(false));
    return true;
  };

  useEffect(() => {
    if (!verdict) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
      if (e.key === 'Enter' || e.key === 'n' || e.key === 'N') {
        e.preventDefault();
        if (verdict.streak?.over) newStreak();
        else next();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [verdict]);

  // The day has one puzzle: after it come the rated ones.
  const next = () => (mode === 'daily' ? navigate(puzzlePath('rated')) : void load());
  const newStreak = () => {
    setVisitorStreak(0);
    void load(0);
  };

  const ui = puzzle ? gameUi(puzzle.game) : null;
  const wording = puzzle ? wordingOf(puzzle.game) : null;
  const label = (c: { action: string; move: unknown }) => (wording ? wording.label(lang, { text: c.action, move: c.move }) : c.action);
  const name = (id: string) => aboutOf(lang, id, games.find((g) => g.id === id)).name;
  const streakLength = verdict?.streak?.length ?? puzzle?.streak?.length ?? 0;
  return (
    <main class="puzzles stack" data-testid="puzzle-page" data-mode={mode}>
      <nav class="puzzle-modes" aria-label={t.title}>
        {MODES.map((k) => (
          <a href={puzzlePath(k)} onClick={onLink(puzzlePath(k))} class={k === mode ? 'current' : ''}
            aria-current={k === mode ? 'page' : undefined} data-testid={`puzzle-mode-${k}`}>{t.modes[k]}</a>
        ))}
      </nav>
      {(mode === 'rated' || mode === 'streak') && (
        <label class="puzzle-filter small">
          {t.game}{' '}
          <select value={game} onChange={(e) => {
            setGame((e.target as HTMLSelectElement).value);
            setTheme('');
          }} data-testid="puzzle-game">
            <option value="">{t.anyGame}</option>
            {games.filter((g) => g.puzzles).map((g) => <option value={g.id}>{name(g.id)}</option>)}
          </select>
        </label>
      )}
      {mode === 'rated' && (
        <label class="puzzle-filter small">
          {t.themeLabel}{' '}
          <select value={theme} onChange={(e) => setTheme((e.target as HTMLSelectElement).value)} data-testid="puzzle-theme">
            <option value="">{t.anyTheme}</option>
            {themesOf(games, game).map((k) => <option value={k}>{t.theme[k] ?? k}</option>)}
          </select>
        </label>
      )}
      {visitor && mode !== 'mistakes' && <p class="small muted" data-testid="puzzle-visitor">{t.visitorNote}</p>}
      {failure && <p class="banner" role="status" data-testid="puzzle-failure">{failure}</p>}
      {!puzzle && !failure && <p class="muted">{t.loading}</p>}
      {puzzle && (
        <section class="panel stack" data-testid="puzzle" data-id={puzzle.id} data-game={puzzle.game}>
          <header class="puzzle-head">
            <h1>{mode === 'daily' ? t.modes.daily : name(puzzle.game)}</h1>
            <p class="small muted">
              {mode === 'daily' && `${name(puzzle.game)} · `}
              {fmt(t.puzzleRating, { n: number(lang, puzzle.rating) })}
              {mode === 'streak' && <span data-testid="puzzle-streak"> · {fmt(t.streak, { n: streakLength })}
                {' · '}{fmt(t.streakBest, { n: visitor ? visitorBest : (verdict?.streak?.best ?? puzzle.streak?.best ?? streakLength) })}</span>}
            </p>
          </header>
          <p class="puzzle-ask" data-testid="puzzle-ask"><strong>{t.ask[puzzle.measure] ?? t.askOther}</strong></p>
          {ui ? (
            <ui.Table room={puzzleRoom(puzzle, verdict !== null || busy)} game={puzzle.game}
              rules={Object.fromEntries(Object.entries(puzzle.rules).map(([k, v]) => [k, String(v)]))}
              act={answer} nameOf={(seat) => (seat === puzzle.seat ? t.you : t.other)} />
          ) : (
            <ul class="puzzle-plain">
              {puzzle.choices.map((c) => (
                <li><button type="button" onClick={() => answer(c.action)} disabled={!!verdict || busy}>{label(c)}</button></li>
              ))}
            </ul>
          )}
        </section>
      )}
      {puzzle && verdict && (
        <Verdict puzzle={puzzle} verdict={verdict} label={label} onNext={next} onNewStreak={newStreak} visitor={visitor} />
      )}
    </main>
  );
}

function Verdict({ puzzle, verdict, label, onNext, onNewStreak, visitor }: {
  puzzle: ServedPuzzle; verdict: PuzzleVerdict; label: (c: { action: string; move: unknown }) => string;
  onNext: () => void; onNewStreak: () => void; visitor: boolean;
}) {
  const { m, lang } = useI18n();
  const t = m.puzzles;
  const kind = measureKind(verdict.measure);
  const best = verdict.choices[0];
  const streakOver = verdict.streak?.over === true;
  return (
    <section class={`panel stack puzzle-verdict ${verdict.correct ? 'right' : 'wrong'}`} data-testid="puzzle-verdict" aria-live="polite">
      <h2 data-testid="puzzle-result" data-correct={String(verdict.correct)}>{verdict.correct ? t.right : t.wrong}</h2>
      {!verdict.counted && <p class="small muted">{t.notCounted}</p>}
      {verdict.rating ? (
        <p data-testid="puzzle-rating-change">{fmt(t.rating, {
          before: number(lang, verdict.rating.before), after: number(lang, verdict.rating.after),
          change: signed(lang, Math.round(verdict.rating.after) - Math.round(verdict.rating.before)),
        })}</p>
      ) : <p class="small muted" data-testid="puzzle-unrated">{t.unrated}</p>}
      {verdict.streak && (
        <p data-testid="puzzle-streak-result">{streakOver ? fmt(t.streakOver, { n: puzzle.streak?.length ?? 0 }) : fmt(t.streak, { n: verdict.streak.length })}</p>
      )}
      {verdict.review && (
        <p data-testid="puzzle-review">{verdict.review.done ? t.reviewDone : verdict.review.due
          ? fmt(t.reviewDue, { date: new Date(verdict.review.due).toLocaleDateString(lang, { dateStyle: 'medium' }) }) : ''}</p>
      )}
      <ol class="puzzle-choices" data-testid="puzzle-choices">
        {verdict.choices.map((c: JudgedChoice) => {
          const mine = sameMove(c.move, verdict.chosen);
          const right = c.loss <= 1e-9;
          return (
            <li class={`${right ? 'best' : ''} ${mine ? 'mine' : ''}`} data-testid="puzzle-choice" data-right={String(right)} data-mine={String(mine)}>
              <span class="puzzle-choice-head">
                <strong>{label(c)}</strong>
                {mine && <span class="tag">{t.yours}</span>}
                {right && <span class="tag good">{t.best}</span>}
                <span class="small muted">{valueText(m, lang, kind, c.value)}</span>
              </span>
              {!right && <span class="small">{againstBest(m, lang, verdict.measure, best, c, label)}</span>}
            </li>
          );
        })}
      </ol>
      {verdict.themes.length > 0 && (
        <p class="small muted" data-testid="puzzle-themes">{fmt(t.themes, { list: verdict.themes.map((k) => t.theme[k] ?? k).join(', ') })}</p>
      )}
      {verdict.source && (
        <p class="small"><a href={`/r/${verdict.source.room}/analysis`} onClick={onLink(`/r/${verdict.source.room}/analysis`)}
          data-testid="puzzle-source">{t.source}</a></p>
      )}
      <div class="actions">
        {streakOver
          ? <button type="button" class="primary" onClick={onNewStreak} data-testid="puzzle-new-streak">{t.streakAgain}</button>
          : <button type="button" class="primary" onClick={onNext} data-testid="puzzle-next">{t.next}</button>}
        <span class="small muted">{t.nextKey}</span>
      </div>
      {visitor && verdict.mode !== 'streak' && <p class="small muted">{t.visitorNote}</p>}
    </section>
  );
}
