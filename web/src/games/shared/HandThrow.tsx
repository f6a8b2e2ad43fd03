// The throw a person makes with a tap in the games that are mostly throws (the server waits for
// `throw` from the person whose dice chance is about to throw; see GameEntry::throws_by_hand).
import { useEffect, useRef } from 'preact/hooks';
import { canAct, type RoomState } from '../../state/room';
import { DieFace } from '../../components/Die';

export const mayThrowByHand = (room: RoomState) => canAct(room) && room.legal.length === 1 && room.legal[0] === 'throw';

export function HandThrow({ room, act, label }: { room: RoomState; act(action: string): boolean; label: string }) {
  const button = useRef<HTMLButtonElement>(null);
  const ready = mayThrowByHand(room);
  // The throw is the only thing to do: have it under the keyboard too.
  useEffect(() => {
    if (ready) button.current?.focus({ preventScroll: true });
  }, [ready, room.version]);
  if (!ready) return null;
  return (
    <button type="button" ref={button} class="primary big hand-throw" data-testid="hand-throw" onClick={() => act('throw')}>
      <DieFace value={5} size={24} /> {label}
    </button>
  );
}
