#include "server/ws/coalescing_stream.h"

#include <boost/asio/post.hpp>
#include <boost/asio/error.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cubilete::server {

namespace asio = boost::asio;
using boost::system::error_code;

struct CoalescingStream::State {
  explicit State(boost::beast::tcp_stream& s) : stream(&s), executor(s.get_executor()) {}
  boost::beast::tcp_stream* stream;  // null once the stream is gone (a write under way may outlive it)
  executor_type executor;
  std::string pending;  // taken, not yet written
  std::string sending;  // under way
  std::size_t sent = 0;  // of it, taken by the kernel
  bool writing = false;
  error_code error;                    // a write failed: every later one fails
  std::optional<std::pair<Done, std::size_t>> waiting;  // a frame's write, held back by kCoalesceLimit
  std::vector<Done> flushes;
  std::size_t writes = 0;
  std::uint64_t written = 0;
};

namespace {

// Never inline (an asynchronous operation does not complete inside its start): on the stream's
// executor, where every handler of the socket runs.
void complete(const CoalescingStream::executor_type& executor, CoalescingStream::Done done, error_code ec,
              std::size_t size) {
  asio::post(executor, [done = std::move(done), ec, size]() mutable { std::move(done)(ec, size); });
}

void start_write(const std::shared_ptr<CoalescingStream::State>& st);

void written(const std::shared_ptr<CoalescingStream::State>& st, error_code ec) {
  st->writing = false;
  if (ec) {
    st->error = ec;
    st->pending.clear();
    if (st->waiting) complete(st->executor, std::move(st->waiting->first), ec, 0);
    st->waiting.reset();
    for (auto& f : st->flushes) complete(st->executor, std::move(f), ec, 0);
    st->flushes.clear();
    return;
  }
  // A socket keeps no more than a burst's worth of buffer after a large one went out.
  if (st->sending.capacity() > 2 * CoalescingStream::kCoalesceLimit) std::string().swap(st->sending);
  if (!st->pending.empty() && st->stream) return start_write(st);
  for (auto& f : st->flushes) complete(st->executor, std::move(f), {}, 0);
  st->flushes.clear();
}

// What is under way, a piece at a time: each piece the kernel takes counts as progress (a slow
// reader of a large burst is not one that stopped: ws_session.cpp's write timeout).
void write_rest(const std::shared_ptr<CoalescingStream::State>& st) {
  if (!st->stream) return written(st, boost::asio::error::operation_aborted);
  st->stream->async_write_some(asio::buffer(st->sending.data() + st->sent, st->sending.size() - st->sent),
                               [st](error_code ec, std::size_t n) {
                                 st->sent += n;
                                 st->written += n;
                                 if (!ec && st->sent < st->sending.size()) return write_rest(st);
                                 written(st, ec);
                               });
}

void start_write(const std::shared_ptr<CoalescingStream::State>& st) {
  st->writing = true;
  st->sending.clear();
  st->sent = 0;
  std::swap(st->sending, st->pending);
  ++st->writes;
  // The frame held back is in the write now: its writer goes on, the limit counts from zero.
  if (st->waiting) complete(st->executor, std::move(st->waiting->first), {}, st->waiting->second);
  st->waiting.reset();
  write_rest(st);
}

}  // namespace

CoalescingStream::CoalescingStream(asio::ip::tcp::socket socket)
    : next_(std::move(socket)), state_(std::make_shared<State>(next_)) {}

CoalescingStream::~CoalescingStream() {
  if (state_) state_->stream = nullptr;
}

void CoalescingStream::append_text_frame(std::string_view payload) {
  char header[10];
  std::size_t n = 0;
  header[n++] = char(0x81);
  const uint64_t size = payload.size();
  if (size < 126) {
    header[n++] = char(size);
  } else if (size <= 0xffff) {
    header[n++] = char(126);
    for (int shift = 8; shift >= 0; shift -= 8) header[n++] = char(size >> shift);
  } else {
    header[n++] = char(127);
    for (int shift = 56; shift >= 0; shift -= 8) header[n++] = char(size >> shift);
  }
  take(header, n);
  take(payload.data(), payload.size());
}

std::size_t CoalescingStream::waiting_bytes() const {
  return state_->pending.size() + (state_->writing ? state_->sending.size() - state_->sent : 0);
}

std::uint64_t CoalescingStream::bytes_written() const { return state_->written; }

void CoalescingStream::take(const void* data, std::size_t size) {
  if (state_->error) return;  // the write that completes it says so
  state_->pending.append(static_cast<const char*>(data), size);
  // A burst that goes on and on still goes out in writes of about kCoalesceLimit.
  if (!state_->writing && state_->pending.size() >= kCoalesceLimit) start_write(state_);
}

void CoalescingStream::write_taken() {
  if (!state_->error && !state_->writing && !state_->pending.empty() && state_->stream) start_write(state_);
}

void CoalescingStream::taken(Done done, std::size_t size) {
  auto& st = *state_;
  if (st.error) return complete(st.executor, std::move(done), st.error, 0);
  write_taken();
  // take() started a write if none was under way; behind one, past the limit, the writer waits.
  if (st.writing && st.pending.size() >= kCoalesceLimit) {
    st.waiting.emplace(std::move(done), size);
    return;
  }
  complete(st.executor, std::move(done), {}, size);
}

void CoalescingStream::async_flush(Done done) {
  auto& st = *state_;
  if (st.error) return complete(st.executor, std::move(done), st.error, 0);
  if (!st.writing && st.pending.empty()) return complete(st.executor, std::move(done), {}, 0);
  st.flushes.push_back(std::move(done));
  if (!st.writing) start_write(state_);
}

std::size_t CoalescingStream::writes() const { return state_->writes; }

}  // namespace cubilete::server
