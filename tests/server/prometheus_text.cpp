#include "prometheus_text.h"

#include <cctype>
#include <cmath>
#include <regex>
#include <set>
#include <stdexcept>

namespace cubilete::test {

namespace {

const std::regex kName("[a-zA-Z_:][a-zA-Z0-9_:]*");
const std::regex kLabelName("[a-zA-Z_][a-zA-Z0-9_]*");

[[noreturn]] void fail(size_t line, const std::string& why, const std::string& text) {
  throw std::runtime_error("line " + std::to_string(line) + ": " + why + ": '" + text + "'");
}

double parse_value(const std::string& s, size_t line) {
  if (s == "+Inf") return INFINITY;
  if (s == "-Inf") return -INFINITY;
  if (s == "NaN") return NAN;
  size_t used = 0;
  double v = 0;
  try {
    v = std::stod(s, &used);
  } catch (...) {
    fail(line, "not a number", s);
  }
  if (used != s.size()) fail(line, "not a number", s);
  return v;
}

// `name{a="x",b="y"} value`
MetricSample parse_sample(const std::string& text, size_t line) {
  MetricSample s;
  size_t at = 0;
  while (at < text.size() && text[at] != '{' && text[at] != ' ') ++at;
  s.name = text.substr(0, at);
  if (!std::regex_match(s.name, kName)) fail(line, "bad metric name", text);
  if (at < text.size() && text[at] == '{') {
    ++at;
    while (at < text.size() && text[at] != '}') {
      const size_t eq = text.find('=', at);
      if (eq == std::string::npos) fail(line, "a label without =", text);
      const std::string label = text.substr(at, eq - at);
      if (!std::regex_match(label, kLabelName)) fail(line, "bad label name", text);
      if (eq + 1 >= text.size() || text[eq + 1] != '"') fail(line, "a label value not quoted", text);
      std::string value;
      size_t i = eq + 2;
      for (; i < text.size() && text[i] != '"'; ++i) {
        if (text[i] == '\\') {
          if (++i >= text.size()) fail(line, "an escape at the end", text);
          if (text[i] == 'n') value += '\n';
          else if (text[i] == '\\' || text[i] == '"') value += text[i];
          else fail(line, "an unknown escape", text);
        } else {
          value += text[i];
        }
      }
      if (i >= text.size()) fail(line, "a label value not closed", text);
      if (!s.labels.emplace(label, value).second) fail(line, "a label twice", text);
      at = i + 1;
      if (at < text.size() && text[at] == ',') ++at;
      else if (at >= text.size() || text[at] != '}') fail(line, "labels not separated by ,", text);
    }
    if (at >= text.size()) fail(line, "labels not closed", text);
    ++at;
  }
  if (at >= text.size() || text[at] != ' ') fail(line, "no value", text);
  const std::string rest = text.substr(at + 1);
  const size_t space = rest.find(' ');  // an optional timestamp follows
  s.value = parse_value(rest.substr(0, space), line);
  if (space != std::string::npos) parse_value(rest.substr(space + 1), line);
  return s;
}

// The family a sample belongs to: its own name, or a histogram's base name.
std::string family_of(const std::string& sample, const std::map<std::string, MetricFamily>& families) {
  if (families.count(sample)) return sample;
  for (const char* suffix : {"_bucket", "_sum", "_count"}) {
    const std::string s = suffix;
    if (sample.size() > s.size() && sample.compare(sample.size() - s.size(), s.size(), s) == 0) {
      const std::string base = sample.substr(0, sample.size() - s.size());
      if (auto it = families.find(base); it != families.end() && it->second.type == "histogram") return base;
    }
  }
  return sample;
}

void check_histogram(const MetricFamily& f) {
  std::map<std::map<std::string, std::string>, std::vector<std::pair<double, double>>> buckets;
  std::map<std::map<std::string, std::string>, double> counts;
  std::set<std::map<std::string, std::string>> sums;
  for (const auto& s : f.samples) {
    auto labels = s.labels;
    if (s.name == f.name + "_bucket") {
      if (!labels.count("le")) throw std::runtime_error(f.name + ": a bucket without le");
      const double le = parse_value(labels["le"], 0);
      labels.erase("le");
      buckets[labels].emplace_back(le, s.value);
    } else if (s.name == f.name + "_count") {
      counts[labels] = s.value;
    } else if (s.name == f.name + "_sum") {
      sums.insert(labels);
    } else {
      throw std::runtime_error(f.name + ": a histogram's sample named " + s.name);
    }
  }
  if (buckets.empty()) throw std::runtime_error(f.name + ": a histogram without buckets");
  for (const auto& [labels, list] : buckets) {
    for (size_t i = 1; i < list.size(); ++i) {
      if (!(list[i].first > list[i - 1].first)) throw std::runtime_error(f.name + ": buckets not in order of le");
      if (list[i].second < list[i - 1].second) throw std::runtime_error(f.name + ": a bucket below the previous one");
    }
    if (!std::isinf(list.back().first)) throw std::runtime_error(f.name + ": the last bucket is not le=\"+Inf\"");
    if (!counts.count(labels) || counts[labels] != list.back().second)
      throw std::runtime_error(f.name + ": the +Inf bucket is not the _count");
    if (!sums.count(labels)) throw std::runtime_error(f.name + ": no _sum");
  }
}

}  // namespace

double Exposition::value(const std::string& name, const std::map<std::string, std::string>& labels) const {
  for (const auto& [_, f] : families)
    for (const auto& s : f.samples)
      if (s.name == name && s.labels == labels) return s.value;
  throw std::runtime_error("no sample " + name + " with those labels");
}

Exposition parse_exposition(const std::string& text) {
  Exposition out;
  std::set<std::string> helped, typed, finished;
  std::set<std::pair<std::string, std::map<std::string, std::string>>> series;
  std::string current;  // the family whose samples come now
  size_t number = 0, at = 0;
  if (text.empty() || text.back() != '\n') throw std::runtime_error("the exposition does not end with a line feed");
  while (at < text.size()) {
    const size_t end = text.find('\n', at);
    const std::string line = text.substr(at, end - at);
    at = end + 1;
    ++number;
    if (line.empty()) fail(number, "an empty line", line);
    if (line[0] == '#') {
      std::smatch m;
      static const std::regex meta("# (HELP|TYPE) ([^ ]+) (.*)");
      if (!std::regex_match(line, m, meta)) fail(number, "a comment that is neither HELP nor TYPE", line);
      const std::string name = m[2];
      if (!std::regex_match(name, kName)) fail(number, "bad metric name", line);
      if (finished.count(name) || (!current.empty() && current != name && out.families.count(name)))
        fail(number, "a family's lines not together", line);
      auto& f = out.families[name];
      f.name = name;
      if (current != name) {
        if (!current.empty()) finished.insert(current);
        current = name;
      }
      if (m[1] == "HELP") {
        if (!helped.insert(name).second) fail(number, "HELP twice", line);
        f.help = m[3];
      } else {
        if (!typed.insert(name).second) fail(number, "TYPE twice", line);
        if (!f.samples.empty()) fail(number, "TYPE after samples", line);
        static const std::set<std::string> types = {"counter", "gauge", "histogram", "summary", "untyped"};
        if (!types.count(m[3])) fail(number, "unknown type", line);
        f.type = m[3];
      }
      continue;
    }
    auto sample = parse_sample(line, number);
    const std::string family = family_of(sample.name, out.families);
    if (family != current) fail(number, "a sample outside its family's lines (or before its TYPE)", line);
    auto& f = out.families[family];
    if (f.type.empty()) fail(number, "a sample before its family's TYPE", line);
    if (!series.emplace(sample.name, sample.labels).second) fail(number, "a series twice", line);
    if (f.type == "counter" && !(sample.value >= 0)) fail(number, "a counter below zero", line);
    f.samples.push_back(std::move(sample));
  }
  for (const auto& [name, f] : out.families) {
    if (f.samples.empty()) throw std::runtime_error(name + ": a family without samples");
    if (f.type == "histogram") check_histogram(f);
  }
  return out;
}

}  // namespace cubilete::test
