#pragma once
// Who is asking, and how much one address may ask: rooms, joins, chat lines, connections, new
// rule sets, sign-ins and sign-ups per address in a sliding window, and sockets (WebSockets, and
// HTTP connections apart) open at once;
// and, beside them, the failed sign-ins of names no account has (so that a name without an
// account is refused after as many failures as one with: the refusal tells nothing of which
// names exist). Behind a proxy named by
// --trusted-proxy the address is the first untrusted one of X-Forwarded-For, read from the right
// (the proxy appends the peer it saw), so that people behind nginx are not all one address.
// Every member may be called from any thread.
#include <chrono>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

namespace cubilete::server {

struct ServerConfig;

// The client's address as text: `peer` unless it is a trusted proxy, then the rightmost entry of
// `forwarded_for` that is not one (malformed entries are taken as they are, cut to 64 bytes).
std::string client_address(const std::string& peer, std::string_view forwarded_for,
                           const std::vector<std::string>& trusted_proxies);

// An address as one canonical text ("::ffff:1.2.3.4" is "1.2.3.4"), or "" if it is none.
std::string canonical_address(std::string_view text);

// An address as a seat or a quick-play seek keeps it, in the store and between instances: equal
// for equal addresses, not the address itself (its SHA-256; "" for ""). An IPv4 address can be
// found back from it by trying them all: the store erases a seat's when its game ends.
std::string address_key(std::string_view address);

class AddressLimits {
 public:
  enum class Kind { Room, Join, Chat, Connect, RuleSet, Signin, Signup, NameFailure, Report, Puzzle };
  explicit AddressLimits(const ServerConfig& config);

  // Counts one `kind` event for `address`; false (and not counted) when the address already had
  // its limit's worth within the window (a minute; an hour for new rule sets).
  bool allow(Kind kind, const std::string& address);
  // The refusal's words: the limit and the flag that sets it.
  std::string refusal(Kind kind) const;
  // Whether `key` has its limit's worth of `kind` within the window now (nothing is counted), and
  // counting one without asking.
  bool at_limit(Kind kind, const std::string& key);
  void note(Kind kind, const std::string& key);
  // Seconds until `key` may have one more `kind` (0: now).
  int64_t retry_after_s(Kind kind, const std::string& key);

  // An open socket's place, given back when the slot goes (it may outlive the server's other
  // parts: a session freed while the I/O context is torn down still gives it back safely).
  class SocketSlot {
   public:
    SocketSlot() = default;
    SocketSlot(SocketSlot&&) noexcept = default;
    SocketSlot& operator=(SocketSlot&&) noexcept = default;
    ~SocketSlot();
    explicit operator bool() const { return counts_ != nullptr; }
    const std::string& address() const { return address_; }

   private:
    friend class AddressLimits;
    struct Counts;
    SocketSlot(std::shared_ptr<Counts> counts, std::string address)
        : counts_(std::move(counts)), address_(std::move(address)) {}
    std::shared_ptr<Counts> counts_;
    std::string address_;
  };
  // A socket opens for `address`: an empty slot when the address already holds
  // --sockets-per-address.
  SocketSlot open_socket(const std::string& address);
  // WebSocket connections open now, from every address.
  size_t sockets() const;
  // An HTTP connection opens for `address` (the peer's): an empty slot when the address already
  // holds --connections-per-address. Counted apart from the WebSockets: a connection gives its
  // place back when it becomes one.
  SocketSlot open_connection(const std::string& address);

  // Forgets windows that are over (called by the server's sweep).
  void sweep();

 private:
  using Clock = std::chrono::steady_clock;
  struct Window {
    std::deque<Clock::time_point> times;
  };
  int limit(Kind kind) const;
  // One more of `counts` for `address`, unless it holds `most` already (0: no limit).
  static SocketSlot take(const std::shared_ptr<SocketSlot::Counts>& counts, int most, const std::string& address);
  Clock::duration span(Kind kind) const;
  // The key's times within the window, the older ones dropped (under mutex_).
  std::deque<Clock::time_point>& current(Kind kind, const std::string& key, Clock::time_point now);

  const ServerConfig& config_;
  std::mutex mutex_;
  std::map<std::pair<int, std::string>, Window> windows_;
  std::shared_ptr<SocketSlot::Counts> sockets_, connections_;
};

}  // namespace cubilete::server
