#pragma once
// Where a described value goes (core/describe.h): the values of a view or a move, in order, as
// a stream of objects, arrays and scalars. Core says nothing of any format; present/json_sink.h
// writes the stream as JSON text, the server's wire format.
#include <cstdint>
#include <string_view>

namespace cubilete {

class ValueSink {
 public:
  virtual ~ValueSink() = default;
  virtual void begin_object() = 0;
  // The key of the object being written; its value comes next.
  virtual void key(std::string_view k) = 0;
  virtual void end_object() = 0;
  virtual void begin_array() = 0;
  virtual void end_array() = 0;
  virtual void boolean(bool v) = 0;
  virtual void integer(int64_t v) = 0;
  // A whole number from 0 to 2^64 - 1 (a record's seed).
  virtual void unsigned_integer(uint64_t v) = 0;
  virtual void number(double v) = 0;
  virtual void string(std::string_view v) = 0;
  virtual void null() = 0;
  // A value a sink of the same kind wrote before, kept as its text (a view written once and sent
  // to every watcher): a JSON sink places the text as it is.
  virtual void written(std::string_view text) = 0;
};

}  // namespace cubilete
