#pragma once
// What every fuzz target body shares. A body reads bytes as outside text with one of the readers;
// a reader may refuse text only with InputError. A property the readers promise (what was read
// writes back and reads the same) that does not hold is thrown as PropertyFailure, so that
// libFuzzer reports it as a crash (with the input saved) and the regression test as a failure.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "framework/core/input_error.hpp"

namespace boardlab::fuzz {

class PropertyFailure : public std::logic_error {
 public:
  explicit PropertyFailure(const std::string& what) : std::logic_error("fuzz property: " + what) {}
};

inline std::string_view as_text(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// `what` is text, or a callable that builds it: a check runs on every input, often in a loop, so
// its message is built only when the property fails (under ASan, a string built per character
// of the engine's output cost the protocol target an eighth of its time).
template <class Message>
void require(bool ok, Message&& what) {
  if (ok) return;
  if constexpr (std::is_invocable_v<Message>)
    throw PropertyFailure(std::forward<Message>(what)());
  else
    throw PropertyFailure(std::string(std::forward<Message>(what)));
}

// The reader's answer to outside text: its result, or nothing when it refused the text.
template <class Read>
auto read_or_refuse(Read&& read) -> std::optional<decltype(read())> {
  try {
    return read();
  } catch (const InputError&) {
    return std::nullopt;
  }
}

// The reader's answer to text the framework wrote itself: refusing it breaks the round trip.
template <class Read>
auto must_read(std::string_view what, Read&& read) -> decltype(read()) {
  try {
    return read();
  } catch (const InputError& e) {
    throw PropertyFailure(std::string(what) + " refused what was written: " + e.what());
  }
}

// The position part and the rest of a target's input: "<position>\n<rest>". No newline: all of
// it is the rest, read against the variant's start position.
struct PositionAndText {
  std::optional<std::string_view> position;
  std::string_view text;
};

inline PositionAndText split_position(std::string_view input) {
  const auto nl = input.find('\n');
  if (nl == std::string_view::npos) return {std::nullopt, input};
  return {input.substr(0, nl), input.substr(nl + 1)};
}

}  // namespace boardlab::fuzz
