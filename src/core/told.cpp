#include "core/told.h"

#include <fmt/args.h>
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <utility>

namespace cubilete {

void Told::set(const Translated& words, std::initializer_list<Blank> blanks) {
  Told next;
  next.add(words, blanks);  // a text that cannot be said throws here, leaving this as it was
  *this = std::move(next);
}

void Told::add(const Translated& words, std::initializer_list<Blank> blanks) {
  Part part{&words, blanks};
  english_ += part_in(part, Lang::En);
  parts_.push_back(std::move(part));
}

void Told::clear() {
  parts_.clear();
  english_.clear();
}

std::string Told::in(Lang lang) const {
  if (lang == Lang::En) return english_;
  std::string out;
  for (const auto& part : parts_) out += part_in(part, lang);
  return out;
}

std::string Told::part_in(const Part& part, Lang lang) {
  fmt::dynamic_format_arg_store<fmt::format_context> args;
  for (const auto& b : part.blanks) {
    if (const auto* text = std::get_if<std::string>(&b.value)) {
      args.push_back(fmt::arg(b.name, *text));
    } else if (const auto* words = std::get_if<const Translated*>(&b.value)) {
      args.push_back(fmt::arg(b.name, (*words)->in(lang)));
    } else {
      const auto& list = std::get<Joined>(b.value);
      args.push_back(fmt::arg(b.name, fmt::format("{}", fmt::join(list.items, list.between->in(lang)))));
    }
  }
  return fmt::vformat(part.words->in(lang), args);
}

std::vector<std::string> blanks_of(const std::string& text) {
  std::vector<std::string> names;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '{') continue;
    if (i + 1 < text.size() && text[i + 1] == '{') {  // "{{": a brace, not a blank
      ++i;
      continue;
    }
    const size_t end = text.find_first_of(":}", i);
    if (end == std::string::npos) break;
    names.push_back(text.substr(i + 1, end - i - 1));
    i = text.find('}', i);
    if (i == std::string::npos) break;
  }
  return names;
}

}  // namespace cubilete
