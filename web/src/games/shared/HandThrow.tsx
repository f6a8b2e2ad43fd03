// The throw a person makes with a tap in the games that are mostly throws (the server waits for
// the person whose dice chance is about to throw: their one legal move is a `hand_throw`; see the
// table policy's throws_by_hand, docs/contract.md).
import { useEffect, useRef } from 'preact/hooks';
import { canAct, choices, throwsByHand, type RoomState } from '../../state/room';
import { DieFace } from '../../components/Die';

export const mayThrowByHand = (room: RoomState) => canAct(room) && throwsByHand(room);

export function HandThrow({ room, act, label }: { room: RoomState; act(action: string): boolean; label: string }) {
  const button = useRef<HTMLButtonElement>(null);
  const ready = mayThrowByHand(room);
  // The throw is the only thing to do: have it under the keyboard too.
  useEffect(() => {
    if (ready) button.current?.focus({ preventScroll: true });
  }, [ready, room.version]);
  if (!ready) return null;
  return (
    <button type="button" ref={button} class="primary big hand-throw" data-testid="hand-throw" onClick={() => act(choices(room)[0].action)}>
      <DieFace value={5} size={24} /> {label}
    </button>
  );
}
