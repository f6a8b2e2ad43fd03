#pragma once
// What the terminal sessions (play, sheet) read from a line a person typed, and the words they
// both say about it.
#include <string>

#include "core/lang.h"

namespace cubilete::cli {

// The rest of the line after the command word, without surrounding spaces or quotes: a file
// name may have spaces and capitals ("save My game.json").
inline std::string argument_of(const std::string& line) {
  std::string rest = line;
  const auto start = rest.find_first_not_of(' ');
  const auto space = rest.find(' ', start == std::string::npos ? 0 : start);
  rest = space == std::string::npos ? "" : rest.substr(space);
  const auto a = rest.find_first_not_of(" \t"), b = rest.find_last_not_of(" \t\r");
  rest = a == std::string::npos ? "" : rest.substr(a, b - a + 1);
  if (rest.size() >= 2 && (rest.front() == '"' || rest.front() == '\'') && rest.back() == rest.front())
    rest = rest.substr(1, rest.size() - 2);
  return rest;
}

inline const Translated kSaveNeedsFile{"save needs a file name: save FILE",
                                       "save precisa do nome de um arquivo: save ARQUIVO",
                                       "save necesita el nombre de un archivo: save ARCHIVO"};
inline const Translated kNothingToUndo{"nothing to undo yet", "nada a desfazer ainda",
                                       "todavía no hay nada que deshacer"};
inline const Translated kOverSaveOrLeave{"The game is over: `save FILE` keeps its record, Enter leaves.",
                                         "O jogo acabou: `save ARQUIVO` guarda o registro, Enter sai.",
                                         "La partida terminó: `save ARCHIVO` guarda el registro, Enter sale."};

}  // namespace cubilete::cli
