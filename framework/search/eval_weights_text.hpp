#pragma once
// A variant's evaluation weights as text a person can read and diff (docs/cli.md, "Evaluation
// weights"): written by `boardlab weights` and `boardlab tune`, read by `--eval FILE`, the
// protocols' EvalFile and a built-in player's eval=FILE.
//
//   # comment                       blank lines and comments anywhere
//   variant chess                   which variant wrote it (informative: any variant whose
//                                   pieces and board fit may read it)
//   tempo 12
//   value.mg P=100 N=320 ...        per piece kind, by symbol: value.mg, value.eg, hand,
//   mobility.eg N=4 B=5 ...         mobility.mg, mobility.eg, king_attack (only the kinds whose
//                                   term the variant computes)
//   term bishop_pair=35             the variant's named terms
//   pst.mg N                        a piece-square table: the board's ranks as rows of numbers,
//     -27 -21 ... (files numbers)   the first player's far rank first, as a diagram shows it
//
// A weight the text leaves out keeps its compiled default, so a file may change one number.
#include <iomanip>
#include <sstream>
#include <string>
#include <string_view>

#include "framework/notation/text_fields.hpp"
#include "framework/search/evaluation.hpp"

namespace boardlab::search {

namespace weights_text_detail {

inline constexpr long long kLimit = 20000;  // no single weight is worth more than this

template <class V>
int kind_of(std::string_view symbol, std::string_view key) {
  for (int k = 0; k < Traits<V>::kinds; ++k)
    if (V::pieces[k].symbol == symbol) return k;
  std::string valid;
  for (int k = 0; k < Traits<V>::kinds; ++k)
    valid += (k ? " " : "") + std::string(V::pieces[k].symbol);
  throw InputError(std::string(key) + ": unknown piece " + quote_input(symbol) +
                   " (pieces: " + valid + ")");
}

// The per-kind tables a text line may name, and which kinds each one has.
template <class V>
struct KindTable {
  std::string_view key;
  std::array<int, Traits<V>::kinds> Weights<V>::*table;
  bool (*has)(int kind);
};

template <class V>
constexpr std::array<KindTable<V>, 6> kind_tables() {
  using W = Weights<V>;
  constexpr auto every = [](int) { return true; };
  constexpr auto hands = [](int k) {  // the kinds a hand can hold
    for (int i = 0; i < Traits<V>::hand_size; ++i)
      if (Traits<V>::hand_kind(i) == k) return true;
    return false;
  };
  constexpr auto mobility = [](int k) { return W::has_mobility[k]; };
  constexpr auto king = [](int k) { return W::has_king_attack[k]; };
  return {{{"value.mg", &W::value_mg, every},
           {"value.eg", &W::value_eg, every},
           {"hand", &W::hand, hands},
           {"mobility.mg", &W::mobility_mg, mobility},
           {"mobility.eg", &W::mobility_eg, mobility},
           {"king_attack", &W::king_attack, king}}};
}

inline int weight_of(std::string_view text, std::string_view what) {
  return int(parse_integer(text, what, -kLimit, kLimit));
}

// "NAME=N" split at the '='.
inline std::pair<std::string_view, std::string_view> pair_of(std::string_view word,
                                                             std::string_view key) {
  const auto eq = word.find('=');
  if (eq == std::string_view::npos || eq == 0)
    throw InputError(std::string(key) + ": expected NAME=NUMBER, not " + quote_input(word));
  return {word.substr(0, eq), word.substr(eq + 1)};
}

}  // namespace weights_text_detail

template <class V>
std::string weights_text(const Weights<V>& w, std::string_view variant) {
  namespace d = weights_text_detail;
  using G = typename V::geometry;
  std::ostringstream out;
  out << "# boardlab evaluation weights, in centipawns. Tables are seen from the first player's\n"
         "# side, its far rank on top. A weight left out keeps the compiled default.\n"
      << "variant " << variant << "\ntempo " << w.tempo << "\n";
  for (const auto& t : d::kind_tables<V>()) {
    std::string line(t.key);
    for (int k = 0; k < Traits<V>::kinds; ++k)
      if (t.has(k))
        line += " " + std::string(V::pieces[k].symbol) + "=" + std::to_string((w.*t.table)[k]);
    if (line.size() > t.key.size()) out << line << "\n";
  }
  for (int i = 0; i < Weights<V>::term_count; ++i)
    out << "term " << Weights<V>::term_defaults[i].name << "=" << w.term[i] << "\n";
  for (const auto* pst : {&w.pst_mg, &w.pst_eg})
    for (int k = 0; k < Traits<V>::kinds; ++k) {
      out << (pst == &w.pst_mg ? "pst.mg " : "pst.eg ") << V::pieces[k].symbol << "\n";
      for (int r = G::ranks - 1; r >= 0; --r) {
        for (int f = 0; f < G::files; ++f) out << std::setw(5) << (*pst)[k][G::square(f, r)];
        out << "\n";
      }
    }
  return out.str();
}

// Weights read from `text` over `base`; an InputError names the line and what is wrong.
template <class V>
Weights<V> read_weights(std::string_view text, Weights<V> w = compiled_weights<V>) {
  namespace d = weights_text_detail;
  using G = typename V::geometry;
  std::istringstream in{std::string(text)};
  std::string line;
  int number = 0, keys = 0;
  auto next_words = [&] {
    ++number;
    line.resize(line.find('#') == std::string::npos ? line.size() : line.find('#'));
    return split_words(line);
  };
  try {
    while (std::getline(in, line)) {
      const auto words = next_words();
      if (words.empty()) continue;
      const std::string key(words[0]);  // a copy: a table reads further lines into `line`
      ++keys;
      if (key == "variant") continue;
      if (key == "tempo") {
        if (words.size() != 2) throw InputError("tempo: expected one number");
        w.tempo = d::weight_of(words[1], "tempo");
        continue;
      }
      if (key == "term") {
        for (std::size_t i = 1; i < words.size(); ++i) {
          const auto [name, value] = d::pair_of(words[i], key);
          int found = -1;
          for (int t = 0; t < Weights<V>::term_count; ++t)
            if (Weights<V>::term_defaults[t].name == name) found = t;
          if (found < 0) throw InputError("term: this evaluation has no term " + quote_input(name));
          w.term[found] = d::weight_of(value, name);
        }
        continue;
      }
      if (key == "pst.mg" || key == "pst.eg") {
        if (words.size() != 2) throw InputError(std::string(key) + ": expected one piece symbol");
        auto& table = (key == "pst.mg" ? w.pst_mg : w.pst_eg)[d::kind_of<V>(words[1], key)];
        for (int r = G::ranks - 1; r >= 0; --r) {
          if (!std::getline(in, line))
            throw InputError(std::string(key) + ": the text ends before its " +
                             std::to_string(G::ranks) + " rows");
          const auto row = next_words();
          if (int(row.size()) != G::files)
            throw InputError(std::string(key) + ": a row needs " + std::to_string(G::files) +
                             " numbers, this one has " + std::to_string(row.size()));
          for (int f = 0; f < G::files; ++f)
            table[G::square(f, r)] = std::int16_t(d::weight_of(row[f], key));
        }
        continue;
      }
      bool known = false;
      for (const auto& t : d::kind_tables<V>()) {
        if (t.key != key) continue;
        known = true;
        for (std::size_t i = 1; i < words.size(); ++i) {
          const auto [symbol, value] = d::pair_of(words[i], key);
          const int k = d::kind_of<V>(symbol, key);
          if (!t.has(k))
            throw InputError(std::string(key) + " of " + std::string(symbol) +
                             " is not a term of this variant's evaluation");
          (w.*t.table)[k] = d::weight_of(value, std::string(key) + " " + std::string(symbol));
        }
      }
      if (!known) throw InputError("unknown key " + quote_input(key));
    }
  } catch (const InputError& e) {
    throw InputError("weights line " + std::to_string(number) + ": " + e.what());
  }
  // An empty or truncated-to-nothing file is a mistake, not a request for the default.
  if (keys == 0) throw InputError("no weights in the text (an empty file?)");
  return w;
}

}  // namespace boardlab::search
