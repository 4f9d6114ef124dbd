#pragma once
// The variant's engine session for `boardlab uci` / `boardlab usi`, and its referee for
// `boardlab match` (see commands.hpp).
#include "tools/cli/commands.hpp"
#include "tools/protocol/variant_session.hpp"
#include "tools/registry/variant_referee.hpp"

namespace boardlab::cli {

template <class V>
std::unique_ptr<protocol::EngineSession> Commands<V>::session(std::size_t hash_mb) {
  return std::make_unique<protocol::VariantSession<V>>(hash_mb);
}

template <class V>
std::unique_ptr<match::Referee> Commands<V>::referee() {
  return std::make_unique<table::VariantReferee<V>>();
}

}  // namespace boardlab::cli
