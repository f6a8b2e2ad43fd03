// The layer under the server's WebSockets (server/ws/coalescing_stream.h), over a real loopback
// socket against Beast's own WebSocket client: messages of every header length arrive whole and in
// order in far fewer writes than messages, control frames keep their place, a close goes out after
// everything taken, and a reader that stops leaves bytes waiting that the server can see.
#include <gtest/gtest.h>

#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <future>
#include <stdexcept>
#include <iostream>
#include <string>
#include <thread>

#include "server/ws/coalescing_stream.h"

namespace cubilete::server {
namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;
using namespace std::chrono_literals;

// The n-th message: sizes on both sides of each frame header's boundaries (125/126, 65535/65536).
std::string message(int n) {
  static const size_t sizes[] = {0, 1, 17, 125, 126, 127, 300, 65535, 65536, 70000};
  const size_t size = n % 50 < 47 ? sizes[n % 7] : sizes[7 + n % 3];
  std::string text(size, char('a' + n % 26));
  const std::string tag = std::to_string(n);
  if (size >= tag.size()) text.replace(0, tag.size(), tag);
  return text;
}

// A server side on its own thread: one accepted WebSocket over CoalescingStream, and a client
// connected to it with Beast's plain WebSocket stream (in the test's thread).
struct Pair {
  asio::io_context io;
  // The server's thread runs until the test ends, whether or not an operation is under way.
  asio::executor_work_guard<asio::io_context::executor_type> work = asio::make_work_guard(io);
  std::thread thread;
  std::unique_ptr<websocket::stream<CoalescingStream>> server;
  asio::io_context client_io;
  websocket::stream<tcp::socket> client{client_io};

  Pair() {
    tcp::acceptor acceptor(io, {asio::ip::make_address("127.0.0.1"), 0});
    thread = std::thread([this] { io.run(); });
    std::promise<void> accepted;
    acceptor.async_accept(asio::make_strand(io), [&](boost::system::error_code ec, tcp::socket socket) {
      ASSERT_FALSE(ec) << ec.message();
      server = std::make_unique<websocket::stream<CoalescingStream>>(std::move(socket));
      server->async_accept([&](beast::error_code e) {
        EXPECT_FALSE(e) << e.message();
        accepted.set_value();
      });
    });
    client.next_layer().connect(acceptor.local_endpoint());
    client.handshake("127.0.0.1", "/");
    if (accepted.get_future().wait_for(10s) != std::future_status::ready) throw std::runtime_error("no handshake");
  }
  ~Pair() {
    asio::post(server->get_executor(), [this] {
      beast::get_lowest_layer(*server).socket().close();
    });
    work.reset();
    thread.join();
  }
  // Runs `f` on the server's executor and waits for it.
  template <class F>
  auto on_server(F f) {
    std::packaged_task<decltype(f())()> task(std::move(f));
    auto result = task.get_future();
    asio::post(server->get_executor(), [&task] { task(); });
    if (result.wait_for(10s) != std::future_status::ready) throw std::runtime_error("the server's executor did not run");
    return result.get();
  }
  std::string read() {
    beast::flat_buffer buffer;
    client.read(buffer);
    return beast::buffers_to_string(buffer.data());
  }
};

TEST(CoalescingStream, ManyMessagesArriveWholeAndInOrderInFewWrites) {
  Pair p;
  constexpr int kMessages = 3000;
  p.on_server([&] {
    for (int n = 0; n < kMessages; ++n) {
      p.server->next_layer().append_text_frame(message(n));
      // A writer that says after each message that its burst is taken: what comes while a write
      // is under way still goes out together.
      if (n % 2 == 0) p.server->next_layer().write_taken();
    }
    p.server->next_layer().write_taken();
    return 0;
  });
  for (int n = 0; n < kMessages; ++n) ASSERT_EQ(p.read(), message(n)) << "message " << n;
  const size_t writes = p.on_server([&] { return p.server->next_layer().writes(); });
  const uint64_t written = p.on_server([&] { return p.server->next_layer().bytes_written(); });
  std::cout << kMessages << " messages, " << written << " bytes in " << writes << " writes\n";
  EXPECT_LT(writes, size_t(kMessages / 10));
  EXPECT_EQ(p.on_server([&] { return p.server->next_layer().waiting_bytes(); }), 0u);
}

// Under load the executor's queue holds thousands of handlers: a message that waited for a turn
// of it to go out waited that long. The write starts in the call that says the burst is taken.
TEST(CoalescingStream, AMessageGoesOutWithoutWaitingForATurnOfTheExecutor) {
  Pair p;
  const auto [before, during] = p.on_server([&] {
    const size_t writes = p.server->next_layer().writes();
    p.server->next_layer().append_text_frame("now");
    const size_t appended = p.server->next_layer().writes();
    p.server->next_layer().write_taken();
    EXPECT_EQ(appended, writes) << "a frame alone is no burst's end";
    return std::pair{writes, p.server->next_layer().writes()};
  });
  EXPECT_EQ(during, before + 1);
  EXPECT_EQ(p.read(), "now");
}

TEST(CoalescingStream, BeastsOwnWritesKeepTheirPlaceAmongTheMessages) {
  Pair p;
  // A message written by Beast (a write operation) between two taken as frames.
  std::promise<void> written;
  p.on_server([&] {
    p.server->next_layer().append_text_frame("first");
    p.server->next_layer().write_taken();
    p.server->async_write(asio::buffer(std::string_view("second")), [&](beast::error_code ec, size_t) {
      EXPECT_FALSE(ec);
      p.server->next_layer().append_text_frame("third");
      p.server->next_layer().write_taken();
      written.set_value();
    });
    return 0;
  });
  ASSERT_EQ(written.get_future().wait_for(10s), std::future_status::ready);
  EXPECT_EQ(p.read(), "first");
  EXPECT_EQ(p.read(), "second");
  EXPECT_EQ(p.read(), "third");
  // A ping from the client is answered by the server's read (Beast's pong through this layer).
  bool ponged = false;
  p.client.control_callback([&](websocket::frame_type kind, beast::string_view) {
    if (kind == websocket::frame_type::pong) ponged = true;
  });
  std::promise<void> pinged;
  auto buffer = std::make_shared<beast::flat_buffer>();
  p.on_server([&] {
    // Called in the read's handler that writes the pong next, before anything posted after it.
    p.server->control_callback([&](websocket::frame_type kind, beast::string_view) {
      if (kind == websocket::frame_type::ping) pinged.set_value();
    });
    p.server->async_read(*buffer, [buffer](beast::error_code, size_t) {});
    return 0;
  });
  p.client.ping("are you there");
  ASSERT_EQ(pinged.get_future().wait_for(10s), std::future_status::ready);
  p.on_server([&] {
    p.server->next_layer().append_text_frame("after the ping");
    p.server->next_layer().write_taken();
    return 0;
  });
  EXPECT_EQ(p.read(), "after the ping");
  EXPECT_TRUE(ponged) << "the pong came before the message taken after the ping";
}

TEST(CoalescingStream, ACloseGoesOutAfterEverythingTaken) {
  Pair p;
  std::promise<beast::error_code> closed;
  p.on_server([&] {
    for (int n = 0; n < 200; ++n) p.server->next_layer().append_text_frame(message(n));
    p.server->async_close(websocket::close_code::going_away, [&](beast::error_code ec) { closed.set_value(ec); });
    return 0;
  });
  for (int n = 0; n < 200; ++n) ASSERT_EQ(p.read(), message(n)) << "message " << n;
  beast::flat_buffer buffer;
  beast::error_code ec;
  p.client.read(buffer, ec);
  EXPECT_EQ(ec, websocket::error::closed);
  EXPECT_EQ(p.client.reason().code, websocket::close_code::going_away);
  auto done = closed.get_future();
  ASSERT_EQ(done.wait_for(10s), std::future_status::ready);
  EXPECT_FALSE(done.get()) << "the close handshake ended cleanly";
}

TEST(CoalescingStream, AReaderThatStopsLeavesBytesWaiting) {
  Pair p;
  // Far more than the kernel's buffers on loopback hold: the client reads nothing.
  const std::string big(1 << 20, 'x');
  p.on_server([&] {
    for (int n = 0; n < 64; ++n) p.server->next_layer().append_text_frame(big);
    p.server->next_layer().write_taken();
    return 0;
  });
  size_t waiting = 0;
  uint64_t written = 0, before = 1;
  // Bounded: the writes stall once the kernel's buffers are full.
  for (int i = 0; i < 100 && written != before; ++i) {
    before = written;
    std::this_thread::sleep_for(50ms);
    written = p.on_server([&] { return p.server->next_layer().bytes_written(); });
    waiting = p.on_server([&] { return p.server->next_layer().waiting_bytes(); });
  }
  EXPECT_GT(waiting, 0u);
  EXPECT_LT(written, uint64_t(64) << 20);
  // Reading lets everything out.
  for (int n = 0; n < 64; ++n) ASSERT_EQ(p.read().size(), big.size());
}

}  // namespace
}  // namespace cubilete::server
