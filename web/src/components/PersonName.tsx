// A person's name as the pages show it: a link to their profile (/@/NAME) when the name belongs to
// an account, plain text otherwise. Whose it is comes from the server, never from the name itself:
// `account` on every seat (docs/PROTOCOL.md, Accounts: null for a guest, a bot, an open seat or a
// deleted account), so a guest who calls themselves like an account is not linked to it.
import type { ComponentChildren } from 'preact';
import { onLink } from '../app/router';

export const profilePath = (account: string): string => `/@/${encodeURIComponent(account)}`;

/** The account's name (or `children`) as a link to its profile. */
export function ProfileLink({ account, children }: { account: string; children?: ComponentChildren }) {
  const path = profilePath(account);
  return (
    <a class="person-link" href={path} onClick={onLink(path)} data-testid="profile-link" data-account={account}>
      <bdi>{children ?? account}</bdi>
    </a>
  );
}

/** `name` as shown, a link when `account` says whose it is. */
export function PersonName({ name, account }: { name: string; account?: string | null }) {
  return account ? <ProfileLink account={account}>{name}</ProfileLink> : <bdi>{name}</bdi>;
}

/** The account of a seat, if the seats say it has one. */
export const accountOf = (seats: readonly { account?: string | null }[], seat: number | null): string | null =>
  (seat === null ? null : seats[seat]?.account) ?? null;

/** Every seat's name in order, comma-separated, an account's linked. */
export function SeatNames({ seats, nameOf }: { seats: readonly { seat: number; account?: string | null }[]; nameOf(seat: number): string }) {
  return <>{seats.map((s, i) => <>{i > 0 && ', '}<PersonName name={nameOf(s.seat)} account={s.account} /></>)}</>;
}
