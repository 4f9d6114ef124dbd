// See provenance.hpp.
#include "tools/experiment/provenance.hpp"

#include <openssl/evp.h>
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <thread>

#include "framework/core/input_error.hpp"
#include "framework/notation/text_fields.hpp"
#include "tools/experiment/build_info.hpp"
#include "tools/experiment/players.hpp"
#include "tools/experiment/summary_numbers.hpp"

namespace boardlab::experiment {
namespace fs = std::filesystem;
using nlohmann::json;

namespace {

// When this process's session opened (one session per invocation).
std::chrono::steady_clock::time_point session_start = std::chrono::steady_clock::now();

std::string utc_now() {
  const std::time_t t = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return text;
}

// The words this process was started with (Linux's /proc/self/cmdline: NUL-separated).
std::vector<std::string> command_line() {
  std::ifstream in("/proc/self/cmdline", std::ios::binary);
  std::vector<std::string> words;
  for (std::string word; std::getline(in, word, '\0');) words.push_back(word);
  return words;
}

std::string cpu_model() {
  std::ifstream in("/proc/cpuinfo");
  for (std::string line; std::getline(in, line);)
    if (line.rfind("model name", 0) == 0 && line.find(':') != std::string::npos)
      return line.substr(line.find(':') + 2);
  return "unknown";
}

double cpu_seconds() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  const auto seconds = [](const timeval& t) { return double(t.tv_sec) + double(t.tv_usec) / 1e6; };
  return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

double rounded(double v) { return double(std::llround(v * 1000)) / 1000; }

}  // namespace

std::string file_sha256(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError("cannot read " + quote_path(path));
  const std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> context(EVP_MD_CTX_new(),
                                                                        EVP_MD_CTX_free);
  EVP_DigestInit_ex(context.get(), EVP_sha256(), nullptr);
  char buffer[1 << 16];
  while (in.read(buffer, sizeof buffer) || in.gcount() > 0)
    EVP_DigestUpdate(context.get(), buffer, std::size_t(in.gcount()));
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  EVP_DigestFinal_ex(context.get(), digest, &length);
  std::string hex;
  for (unsigned int i = 0; i < length; ++i) {
    char byte[3];
    std::snprintf(byte, sizeof byte, "%02x", digest[i]);
    hex += byte;
  }
  return hex;
}

namespace {

// The material weights a built-in player played with, in pawns: each kind's middlegame and
// endgame value over the pawn's ("P"), to two decimals; empty without a pawn to measure in.
json weight_piece_values(const table::Referee& referee, const std::string& eval_file) {
  const std::vector<std::string> symbols = referee.piece_symbols();
  const std::vector<std::pair<int, int>> values = referee.weight_values(eval_file);
  const auto pawn = std::find(symbols.begin(), symbols.end(), "P");
  json out = json::object();
  if (pawn == symbols.end()) return out;
  const auto [pawn_mg, pawn_eg] = values[std::size_t(pawn - symbols.begin())];
  if (pawn_mg <= 0 || pawn_eg <= 0) return out;
  for (std::size_t k = 0; k < symbols.size(); ++k)
    if (symbols[k] != "P")
      out[symbols[k]] = {{"mg", round_to(values[k].first / double(pawn_mg), 0.01)},
                         {"eg", round_to(values[k].second / double(pawn_eg), 0.01)}};
  return out;
}

}  // namespace

json players_json(const Settings& s, std::span<const table::VariantRow> table) {
  json players = json::object();
  for (std::size_t v = 0; v < s.variants.size(); ++v) {
    const match::PlayerSpec spec = player_spec(s, table, v);
    json p;
    if (spec.builtin) {
      p = {{"player", "builtin"},
           {"weights", spec.eval_file.empty() ? "compiled" : spec.eval_file}};
      if (!spec.eval_file.empty()) p["weights_sha256"] = file_sha256(spec.eval_file);
      p["piece_values"] =
          weight_piece_values(*table::find_variant(table, s.variants[v]).referee(), spec.eval_file);
    } else {
      p = {{"player", "engine"},
           {"command", spec.command},
           {"args", spec.args},
           {"protocol", spec.protocol},
           {"options", json::object()}};
      for (const auto& [name, value] : spec.options) p["options"][name] = value;
      try {  // the engine's binary, as found on the PATH or named
        p["command_sha256"] = file_sha256(spec.command);
      } catch (const InputError&) {
        p["command_sha256"] = nullptr;
      }
    }
    players[s.variants[v]] = p;
  }
  return players;
}

json open_session(int jobs) {
  session_start = std::chrono::steady_clock::now();
  return {{"boardlab", {{"version", build_info::kVersion}, {"commit", build_info::kCommit}}},
          {"command_line", command_line()},
          {"host", {{"cpu", cpu_model()}, {"threads", std::thread::hardware_concurrency()}}},
          {"jobs", jobs},
          {"started", utc_now()}};
}

void close_session(json& record, const std::string& end, int games_played) {
  json& session = record.at("sessions").back();
  session["ended"] = utc_now();
  session["end"] = end;
  session["games_played"] = games_played;
  session["wall_seconds"] = rounded(
      std::chrono::duration<double>(std::chrono::steady_clock::now() - session_start).count());
  session["cpu_seconds"] = rounded(cpu_seconds());
}

void save_run_record(const std::string& dir, const json& record) {
  const fs::path path = fs::path(dir) / "run.json", partial = fs::path(dir) / "run.json.partial";
  {
    std::ofstream f(partial, std::ios::binary);
    f << record.dump(2) << '\n';
    if (!f.flush()) throw InputError("cannot write " + quote_path(path.string()));
  }
  std::error_code ec;
  fs::rename(partial, path, ec);
  if (ec) throw InputError("cannot write " + quote_path(path.string()));
}

}  // namespace boardlab::experiment
