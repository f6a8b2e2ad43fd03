#pragma once
// The layer under each WebSocket (websocket::stream<CoalescingStream>): the frames of one burst go
// to the TCP socket in one write. A lobby socket under load is sent hundreds of small messages a
// second; with a send system call for each, the server spent most of a core in the kernel (on
// loopback the kernel even delivers each segment inside the sender's call). Here a frame is taken
// into a buffer and its write completes at once. The buffer goes out as soon as its writer says
// the burst is taken (write_taken) and no write is under way; what is taken while one is under way
// goes out in one write when it ends, and past kCoalesceLimit bytes a write starts at once. No
// frame waits for a later turn of the executor: under load the executor's queue is thousands of
// handlers long, and a turn of it is a wait that costs no CPU and shows only as latency.
// While kCoalesceLimit bytes wait behind a write under way, a new frame's write completes only when
// they are out: a reader that stops still stops its socket's writes, and ws_session.cpp's bounds
// (queued bytes, the write timeout) still hold.
// Every byte Beast writes passes here in order, control frames (pong, close) included; the close
// handshake's teardown waits until they are out.
#include <boost/asio/any_completion_handler.hpp>
#include <boost/asio/async_result.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core/buffers_range.hpp>
#include <boost/beast/core/role.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/websocket/teardown.hpp>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string_view>
#include <utility>

namespace cubilete::server {

class CoalescingStream {
 public:
  using executor_type = boost::beast::tcp_stream::executor_type;
  using next_layer_type = boost::beast::tcp_stream;
  using Done = boost::asio::any_completion_handler<void(boost::system::error_code, std::size_t)>;
  // Bytes that may wait behind a write under way before writers wait too.
  static constexpr std::size_t kCoalesceLimit = 64 * 1024;

  explicit CoalescingStream(boost::asio::ip::tcp::socket socket);
  // Its writes know where the TCP stream is: it stays where it was made (inside its WebSocket).
  CoalescingStream(const CoalescingStream&) = delete;
  CoalescingStream& operator=(const CoalescingStream&) = delete;
  ~CoalescingStream();

  executor_type get_executor() noexcept { return next_.get_executor(); }
  next_layer_type& next_layer() noexcept { return next_; }
  const next_layer_type& next_layer() const noexcept { return next_; }

  template <class Buffers, class Token>
  auto async_read_some(const Buffers& buffers, Token&& token) {
    return next_.async_read_some(buffers, std::forward<Token>(token));
  }

  template <class Buffers, class Token>
  auto async_write_some(const Buffers& buffers, Token&& token) {
    return boost::asio::async_initiate<Token, void(boost::system::error_code, std::size_t)>(
        [this](Done done, const Buffers& b) {
          std::size_t size = 0;
          for (auto part : boost::beast::buffers_range_ref(b)) {
            take(part.data(), part.size());
            size += part.size();
          }
          taken(std::move(done), size);
        },
        token, buffers);
  }

  // A whole text message as one frame (RFC 6455 5.2: FIN, opcode 1, a server's frames unmasked)
  // after everything taken so far. The WebSocket's own writes are for its handshake and control
  // frames: a message costs a copy here instead of a write operation of its own. It goes out with
  // the next write_taken().
  void append_text_frame(std::string_view payload);
  // The frames appended so far are a whole burst: they go out now, or when the write under way
  // ends. A batch of messages calls it once, after its last.
  void write_taken();
  // Bytes taken and not yet written (under way included), and bytes written so far.
  std::size_t waiting_bytes() const;
  std::uint64_t bytes_written() const;

  // Calls `done` once every byte taken so far is written, or the write failed.
  void async_flush(Done done);

  // Writes to the TCP stream so far (for tests: fewer than the frames is the point).
  std::size_t writes() const;

  struct State;  // defined in the .cpp, shared with the writes under way

 private:
  void take(const void* data, std::size_t size);
  void taken(Done done, std::size_t size);

  next_layer_type next_;
  std::shared_ptr<State> state_;  // shared with the write under way, which may outlive this
};

// The close handshake's last step (found by Beast through the argument's type): what is taken
// goes out first, then the socket is shut as Beast does for a plain TCP stream. A template, to be
// chosen over Beast's catch-all (which refuses types it does not know).
template <class Handler>
void async_teardown(boost::beast::role_type role, CoalescingStream& stream, Handler&& handler) {
  stream.async_flush([&stream, role, h = std::forward<Handler>(handler)](boost::system::error_code, std::size_t) mutable {
    boost::beast::websocket::async_teardown(role, stream.next_layer().socket(), std::move(h));
  });
}

}  // namespace cubilete::server
