// See engine_options.hpp.
#include "tools/protocol/engine_options.hpp"

#include <cctype>

namespace boardlab::protocol {

std::string option_key(std::string_view name) {
  std::string key;
  for (char c : name)
    if (c != ' ' && c != '_') key += char(std::tolower(static_cast<unsigned char>(c)));
  return key;
}

std::vector<std::string> option_lines(Dialect dialect, bool chess960) {
  const bool uci = dialect == Dialect::Uci;
  auto name = [&](std::string_view uci_name, std::string_view usi_name) {
    return std::string("option name ") + std::string(uci ? uci_name : usi_name);
  };
  std::vector<std::string> lines;
  if (uci) {
    if (chess960) lines.push_back("option name UCI_Chess960 type check default false");
    lines.push_back("option name Hash type spin default 16 min 1 max " +
                    std::to_string(kMaxHashMb));
    lines.push_back("option name Ponder type check default false");
  }
  lines.push_back(name("Clear Hash", "Clear_Hash") + " type button");
  lines.push_back("option name EvalFile type string default <empty>");
  lines.push_back(name("MultiPV", "MultiPV") + " type spin default 1 min 1 max " +
                  std::to_string(kMaxMultiPv));
  lines.push_back(name("Move Overhead", "Move_Overhead") + " type spin default 30 min 0 max " +
                  std::to_string(kMaxOverhead));
  return lines;
}

}  // namespace boardlab::protocol
