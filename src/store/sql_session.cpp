#include "store/sql_session.h"

#include <fmt/format.h>

#include <cmath>

namespace cubilete::store {

const SqlValue& SqlRows::at(size_t row, size_t col) const {
  if (row >= size() || col >= columns_)
    throw std::runtime_error(
        fmt::format("no cell ({}, {}) in {} rows of {} columns", row, col, size(), columns_));
  return cells_[row * columns_ + col];
}

bool SqlRows::null(size_t row, size_t col) const {
  return std::holds_alternative<std::nullptr_t>(at(row, col));
}

int64_t SqlRows::integer(size_t row, size_t col) const {
  const auto& v = at(row, col);
  if (const auto* i = std::get_if<int64_t>(&v)) return *i;
  // An aggregate may come back as a real (PostgreSQL's sum of a bigint is a numeric).
  if (const auto* d = std::get_if<double>(&v); d && std::nearbyint(*d) == *d) return int64_t(*d);
  throw std::runtime_error(fmt::format("column {} is not an integer", col));
}

double SqlRows::real(size_t row, size_t col) const {
  const auto& v = at(row, col);
  if (const auto* d = std::get_if<double>(&v)) return *d;
  if (const auto* i = std::get_if<int64_t>(&v)) return double(*i);
  throw std::runtime_error(fmt::format("column {} is not a number", col));
}

std::string SqlRows::text(size_t row, size_t col) const {
  const auto& v = at(row, col);
  if (const auto* s = std::get_if<std::string>(&v)) return *s;
  if (const auto* i = std::get_if<int64_t>(&v)) return std::to_string(*i);
  if (const auto* d = std::get_if<double>(&v)) return fmt::format("{}", *d);
  return {};
}

}  // namespace cubilete::store
