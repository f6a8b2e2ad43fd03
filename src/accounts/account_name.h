#pragma once
// Account names (PROTOCOL.md, Accounts): 3 to 20 characters, letters, digits, '_' and '-', compared
// without regard to case. The letters are a-z and the accented Latin letters of Portuguese and
// Spanish names (João, Iñaki, Conceição), composed (a letter and a combining accent are taken as
// the one accented letter, as Unicode's NFC writes it); other scripts stay out, since they bring
// look-alikes (Cyrillic 'а' for Latin 'a') that no short list can catch. A name and its unaccented
// twin share a skeleton, so "Joao" cannot pass for "João". A separator may not begin or end a name
// or follow another, so every name is easy to read aloud and to type.
#include <optional>
#include <string>
#include <string_view>

namespace cubilete::accounts {

// Why `name` cannot be an account name (what was wrong and what is allowed), or "" if it can.
std::string account_name_problem(std::string_view name);
// The first character of `name` no account name may have, as it reads (or U+XXXX where it cannot
// be seen), if there is one.
std::optional<std::string> refused_character(std::string_view name);
// The name as it is kept: accents composed (NFC).
std::string normalized_account_name(std::string_view name);

// The form names are compared in: composed, lower case.
std::string folded_name(std::string_view name);

// The form look-alike names share: folded, each accented letter as its base letter, then each group of characters that read alike in
// common fonts written as one ("0" and "o"; "1", "l" and "i"; "5" and "s"; "2" and "z"; "8" and
// "b"; "rn" and "m"; "vv" and "w"; "_" and "-"). A new name whose skeleton is another account's
// is refused, so "Ana_1" cannot pass for "ana-l".
std::string name_skeleton(std::string_view name);

// The name a deleted account's seats keep (its games stay, under no one's name). Reserved below,
// so no account can take it.
inline constexpr std::string_view kDeletedAccountName = "deleted";

// Names no person may take: the site's own words, the name shown for deleted accounts and every
// bot's name (and their look-alikes).
bool reserved_name(std::string_view name);

}  // namespace cubilete::accounts
