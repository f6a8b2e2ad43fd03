// The HTTP half of the protocol: games, rooms, joins and records. Errors keep the server's
// stable code (translated by the browser) and its English message as a fallback.
import type { CreateRoomRequest, GameInfo } from './generated/contract';
import type { AnalysisComputing, AnalysisDocument } from '../analysis/analysis';
import {
  isAnalysisComputing, isAnalysisDocument, isCreatedRoom, isGameInfo, isGameRecord, isJoinedRoom, isReplayActions,
  isReplayStep, isRoomSummary, validateAnalysisDocument, validateCreatedRoom, validateGameInfo, validateGameRecord,
  validateJoinedRoom, validateReplayActions, validateReplayStep, validateRoomSummary,
} from './generated/contract';

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly params?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** The answer's text; an error answer becomes an ApiError with the server's code. */
async function callText(path: string, init?: RequestInit): Promise<string> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: init?.body ? { 'Content-Type': 'application/json' } : undefined,
    });
  } catch (e) {
    throw new ApiError('network', e instanceof Error ? e.message : String(e), 0);
  }
  const text = await response.text();
  if (!response.ok) throw errorOf(response.status, text);
  return text;
}

function errorOf(status: number, text: string): ApiError {
  let body: { error?: string; message?: string; params?: Record<string, unknown> } = {};
  try {
    body = JSON.parse(text) ?? {};
  } catch {
    // a proxy's HTML error page: keep the status and the text
  }
  return new ApiError(body.error ?? `http_${status}`, body.message ?? text, status, body.params);
}

export async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const text = await callText(path, init);
  try {
    return (text ? JSON.parse(text) : null) as T;
  } catch {
    return null as T; // not JSON although OK (a proxy's page): the caller sees nothing
  }
}

/**
 * A body the generated contract declares, read through its guard: one that does not fit is an
 * ApiError ('bad_answer') saying what is wrong and where, never a value of the wrong shape.
 */
async function callChecked<T>(path: string, fits: (x: unknown) => x is T, validate: (x: unknown) => string | null,
  init?: RequestInit): Promise<T> {
  const body = await call<unknown>(path, init);
  if (fits(body)) return body;
  throw new ApiError('bad_answer', `the server's answer does not fit the protocol: ${validate(body) ?? ''}`, 200);
}

/**
 * The games of GET /api/games that fit the generated contract. One that does not (a newer
 * server's game this page cannot read) is left out and said in the console; the others stay
 * playable. An answer without a list of games is an ApiError ('bad_answer').
 */
export function fittingGames(body: unknown): GameInfo[] {
  const games = typeof body === 'object' && body !== null ? (body as { games?: unknown }).games : undefined;
  if (!Array.isArray(games)) throw new ApiError('bad_answer', 'the server\'s answer does not fit the protocol: no list of games', 200);
  return games.filter((game): game is GameInfo => {
    if (isGameInfo(game)) return true;
    console.error(`GET /api/games: a game does not fit this page and is left out: ${validateGameInfo(game) ?? ''}`);
    return false;
  });
}

/** The analysis, or the answer while it is computed. */
const isAnalysisAnswer = (x: unknown): x is AnalysisDocument | AnalysisComputing => isAnalysisDocument(x) || isAnalysisComputing(x);

export const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });
const room = (code: string) => `/api/rooms/${encodeURIComponent(code)}`;

export const api = {
  games: () => call<unknown>('/api/games').then(fittingGames),
  createRoom: (req: CreateRoomRequest) => callChecked('/api/rooms', isCreatedRoom, validateCreatedRoom, post(req)),
  join: (code: string, req: { name?: string; seat?: number; client_seed?: string }) =>
    callChecked(`${room(code)}/join`, isJoinedRoom, validateJoinedRoom, post(req)),
  room: (code: string) => callChecked(room(code), isRoomSummary, validateRoomSummary),
  record: (code: string) => callChecked(`${room(code)}/record`, isGameRecord, validateGameRecord),
  /** The record as the server wrote it: its 64-bit seed survives, and a download is byte for byte. */
  recordText: (code: string) => callText(`${room(code)}/record`),
  /** 202 {"status": "computing"} while the server computes it, then the document (docs/analysis.md). */
  analysis: (code: string) => callChecked(`${room(code)}/analysis`, isAnalysisAnswer, validateAnalysisDocument),
  replayActions: (code: string, viewer: string) =>
    callChecked(`${room(code)}/replay/${viewer}`, isReplayActions, validateReplayActions),
  replayStep: (code: string, viewer: string, step: number) =>
    callChecked(`${room(code)}/replay/${viewer}/${step}`, isReplayStep, validateReplayStep),
};
