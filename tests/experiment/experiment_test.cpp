// `boardlab experiment` end to end: the same games whatever --jobs, shards merged into exactly the
// single run's files, the GNU Parallel launcher, summary fields consistent with the games, and
// bad settings refused with one line.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "support/games_jsonl.hpp"
#include "support/run_command.hpp"
#include "support/scratch_files.hpp"
#include "support/test_paths.hpp"
#include "tools/experiment/csv_tables.hpp"

namespace boardlab::test {
namespace {

namespace fs = std::filesystem;

std::string file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

const std::vector<std::string> kExperimentRun = {"experiment",
                                                 "--variants",
                                                 "chess,nocastle,minishogi",
                                                 "--games",
                                                 "6",
                                                 "--nodes",
                                                 "300",
                                                 "--seed",
                                                 "11",
                                                 "--openings",
                                                 "random-plies:4",
                                                 "--quiet"};

RunResult experiment(std::vector<std::string> extra) {
  std::vector<std::string> args = kExperimentRun;
  args.insert(args.end(), extra.begin(), extra.end());
  return run_boardlab(args);
}

TEST(Experiment, SameGamesWhateverTheJobsAndSummaryAgreesWithThem) {
  const std::string one = scratch_path("jobs1"), two = scratch_path("jobs2");
  ASSERT_EQ(experiment({"--jobs", "1", "--out", one}).status, 0);
  const RunResult r = experiment({"--jobs", "2", "--out", two});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(without_move_times(file(one + "/games.jsonl")),
            without_move_times(file(two + "/games.jsonl")));
  EXPECT_EQ(file(one + "/summary.json"), file(two + "/summary.json"));
  // The plots are whole SVG documents with axis labels and every variant in the legend.
  for (const char* f : {"wdl.svg", "lengths.svg", "piece_values.svg"}) {
    const std::string svg = file(one + "/" + f);
    EXPECT_EQ(svg.rfind("<svg ", 0), 0u) << f;
    EXPECT_NE(svg.find("</svg>"), std::string::npos) << f;
    EXPECT_NE(svg.find("transform=\"translate(18,"), std::string::npos) << f << ": y label";
    if (std::string(f) != "wdl.svg") {
      for (const char* v : {"chess", "nocastle", "minishogi"}) {
        EXPECT_NE(svg.find(std::string(">") + v + "<"), std::string::npos) << f << " " << v;
      }
    }
  }
  EXPECT_NE(file(one + "/report.md").find("| minishogi | 6 |"), std::string::npos);

  const auto summary = nlohmann::json::parse(file(one + "/summary.json"));
  ASSERT_EQ(summary["variants"].size(), 3u);
  std::ifstream games(one + "/games.jsonl");
  std::map<std::string, std::map<std::string, int>> results;
  int lines = 0;
  for (std::string line; std::getline(games, line); ++lines) {
    const auto g = nlohmann::json::parse(line);
    ++results[g["variant"]][g["result"]];
    EXPECT_EQ(g["plies"], g["moves"].size());
    // Per move: the built-in search's score, depth and nodes (within the jittered budget: the
    // node limit holds at every node, and the reported iteration is a whole one), and its time.
    ASSERT_EQ(g["move_info"].size(), g["moves"].size());
    for (const auto& m : g["move_info"]) {
      EXPECT_TRUE(m["score"].is_number_integer()) << m;
      EXPECT_GE(m["depth"].get<int>(), 1);
      EXPECT_GE(m["nodes"].get<int>(), 1);
      if (m["depth"].get<int>() > 1) {          // the first iteration always completes
        EXPECT_LE(m["nodes"].get<int>(), 330);  // --nodes 300 + 10%
      }
      EXPECT_GE(m["time_ms"].get<int>(), 0);
    }
  }
  EXPECT_EQ(lines, 18);
  for (const auto& v : summary["variants"]) {
    auto& r = results[v["variant"]];
    EXPECT_EQ(v["games"], 6);
    EXPECT_EQ(v["first_wins"], r["1-0"]);
    EXPECT_EQ(v["second_wins"], r["0-1"]);
    EXPECT_EQ(v["draws"], r["1/2-1/2"]);
    EXPECT_EQ(v["unfinished"], r["*"]);
    const double finished = r["1-0"] + r["0-1"] + r["1/2-1/2"];
    if (finished > 0) {
      EXPECT_NEAR(v["first_score"].get<double>(), (r["1-0"] + 0.5 * r["1/2-1/2"]) / finished, 1e-4);
      EXPECT_LE(v["draw_rate_ci95"][0].get<double>(), v["draw_rate"].get<double>());
      EXPECT_GE(v["draw_rate_ci95"][1].get<double>(), v["draw_rate"].get<double>());
    }
    EXPECT_GT(v["branching_factor"].get<double>(), 3.0);
  }
  EXPECT_EQ(summary["comparisons"].size(), 2u);
  EXPECT_EQ(summary["comparisons"][0]["against"], "chess");

  // The pair statistics are those of the games: pairs (2p, 2p + 1) both finished, the first
  // player's points per pair, and the pairs that were one game twice.
  std::map<std::string, std::map<int, nlohmann::json>> by_index;
  std::ifstream again(one + "/games.jsonl");
  for (std::string line; std::getline(again, line);) {
    const auto g = nlohmann::json::parse(line);
    by_index[g["variant"]][g["game"].get<int>() - 1] = g;
  }
  const auto points = [](const nlohmann::json& g) {
    return g["result"] == "1-0" ? 2 : g["result"] == "1/2-1/2" ? 1 : 0;  // half points
  };
  for (const auto& v : summary["variants"]) {
    auto& games_of = by_index[v["variant"]];
    int pairs = 0, repeated = 0;
    std::vector<int> pentanomial(5, 0);
    for (int p = 0; p < 3; ++p) {
      const auto &a = games_of[2 * p], &b = games_of[2 * p + 1];
      if (a["result"] == "*" || b["result"] == "*") continue;
      ++pairs;
      ++pentanomial[std::size_t(points(a) + points(b))];
      repeated += a["moves"] == b["moves"] && a["result"] == b["result"];
    }
    EXPECT_EQ(v["pairs"], pairs) << v["variant"];
    EXPECT_EQ(v["first_score_pentanomial"], nlohmann::json(pentanomial)) << v["variant"];
    EXPECT_EQ(v["repeated_pairs"], repeated) << v["variant"];
  }
  for (const auto& c : summary["comparisons"]) {
    EXPECT_LE(c["paired_by_opening"]["pairs"].get<int>(), 3);
    EXPECT_GE(c["draw_rate_p_value_holm"].get<double>(), c["draw_rate_p_value"].get<double>());
  }
  const std::string report = file(one + "/report.md");
  EXPECT_NE(report.find("## Opening pairs"), std::string::npos);

  // run.json: the settings, the players, and one finished session with its build and clocks.
  const auto record = nlohmann::json::parse(file(two + "/run.json"));
  EXPECT_EQ(record["settings"], summary["settings"]);
  EXPECT_EQ(record["players"]["nocastle"]["weights"], "compiled");
  ASSERT_EQ(record["sessions"].size(), 1u);
  const auto& session = record["sessions"][0];
  EXPECT_EQ(session["end"], "finished");
  EXPECT_EQ(session["games_played"], 18);
  EXPECT_EQ(session["jobs"], 2);
  EXPECT_EQ(session["command_line"][1], "experiment");
  EXPECT_FALSE(session["boardlab"]["commit"].get<std::string>().empty());
  EXPECT_GE(session["wall_seconds"].get<double>(), 0.0);
  EXPECT_GT(session["cpu_seconds"].get<double>(), 0.0);
  EXPECT_EQ(session["started"].get<std::string>().size(), 20u);  // 2026-12-06T08:30:00Z
  EXPECT_NE(report.find("### Draw rate"), std::string::npos);
}

// --csv as Python's csv module (an RFC 4180 reader) reads it: one games.csv row per game of
// games.jsonl, one positions.csv row per move with the move and its info, positions that replay.
TEST(Experiment, CsvTablesHoldEveryGameAndPosition) {
  if (std::system("command -v python3 >/dev/null 2>&1") != 0)
    GTEST_SKIP() << "python3 is not installed";
  const std::string dir = scratch_path("csv");
  ASSERT_EQ(experiment({"--out", dir, "--csv"}).status, 0);
  const std::string check = R"(
import csv, json, sys
d = sys.argv[1]
games = [json.loads(l) for l in open(d + '/games.jsonl')]
rows = list(csv.DictReader(open(d + '/games.csv', newline='')))
assert len(rows) == len(games), (len(rows), len(games))
for r, g in zip(rows, games):
    assert r['variant'] == g['variant'] and int(r['game']) == g['game'], r
    assert r['result'] == g['result'] and r['reason'] == g['reason'], r
    assert int(r['plies']) == len(g['moves']) and int(r['pair']) == (g['game'] - 1) // 2 + 1, r
    assert r['opening_moves'] == ' '.join(g['opening']['moves']), r
    assert r['first_score'] == {'1-0': '1', '0-1': '0', '1/2-1/2': '0.5', '*': ''}[g['result']]
positions = list(csv.DictReader(open(d + '/positions.csv', newline='')))
assert len(positions) == sum(len(g['moves']) for g in games), len(positions)
i = 0
for g in games:
    for ply, (move, info) in enumerate(zip(g['moves'], g['move_info'])):
        p = positions[i]; i += 1
        assert p['game'] == str(g['game']) and p['ply'] == str(ply) and p['move'] == move, p
        before = len(g['opening']['moves']) + ply  # plies from the start position
        assert p['mover'] == ('first' if before % 2 == 0 else 'second'), p
        assert p['score'] == str(info['score']) and p['nodes'] == str(info['nodes']), p
        assert int(p['legal_moves']) > 0 and p['result'] == g['result'], p
print('ok', len(positions))
)";
  std::ofstream(dir + "/check.py") << check;
  const RunResult r =
      run_shell("python3 " + shell_quote(dir + "/check.py") + " " + shell_quote(dir));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out.rfind("ok ", 0), 0u) << r.out;
}

TEST(ExperimentCsv, FieldsAreQuotedAsRfc4180Says) {
  EXPECT_EQ(experiment::csv_field("checkmate"), "checkmate");
  EXPECT_EQ(experiment::csv_field("a,b"), "\"a,b\"");
  EXPECT_EQ(experiment::csv_field("say \"hi\""), "\"say \"\"hi\"\"\"");
  EXPECT_EQ(experiment::csv_field("two\nlines"), "\"two\nlines\"");
  EXPECT_EQ(experiment::csv_field(""), "");
}

TEST(Experiment, ShardsMergeIntoTheSingleRun) {
  const std::string whole = scratch_path("whole"), a = scratch_path("shard1"),
                    b = scratch_path("shard2"), c = scratch_path("shard3"),
                    merged = scratch_path("merged");
  ASSERT_EQ(experiment({"--out", whole}).status, 0);
  ASSERT_EQ(experiment({"--shard", "1/3", "--out", a}).status, 0);
  ASSERT_EQ(experiment({"--shard", "2/3", "--out", b, "--jobs", "2"}).status, 0);
  ASSERT_EQ(experiment({"--shard", "3/3", "--out", c}).status, 0);
  const RunResult m = run_boardlab({"experiment", "merge", a, b, c, "--out", merged});
  ASSERT_EQ(m.status, 0) << m.err;
  for (const char* f : {"summary.json", "report.md", "wdl.svg", "lengths.svg", "piece_values.svg"})
    EXPECT_EQ(file(whole + "/" + f), file(merged + "/" + f)) << f;
  EXPECT_EQ(without_move_times(file(whole + "/games.jsonl")),
            without_move_times(file(merged + "/games.jsonl")));
  // The merged run.json keeps each shard's record and adds the merge as its session.
  const auto record = nlohmann::json::parse(file(merged + "/run.json"));
  ASSERT_EQ(record["merged_from"].size(), 3u);
  EXPECT_EQ(record["merged_from"][1]["dir"], b);
  EXPECT_EQ(record["merged_from"][1]["run"]["shard"]["index"], 2);
  EXPECT_EQ(record["merged_from"][1]["run"]["sessions"][0]["jobs"], 2);
  EXPECT_EQ(record["sessions"][0]["end"], "merged");
  // A missing shard is named.
  const RunResult partial =
      run_boardlab({"experiment", "merge", a, b, "--out", scratch_path("partial")});
  EXPECT_EQ(partial.status, 2);
  EXPECT_NE(partial.err.find("is missing"), std::string::npos) << partial.err;
}

TEST(Experiment, GnuParallelLauncherMergesItsShards) {
  if (std::system("command -v parallel >/dev/null 2>&1") != 0)
    GTEST_SKIP() << "GNU Parallel is not installed (tools/install-deps installs it)";
  const std::string whole = scratch_path("parallel_whole"), out = scratch_path("parallel");
  ASSERT_EQ(experiment({"--out", whole}).status, 0);
  std::string cmd =
      "BOARDLAB=" + shell_quote(BOARDLAB_BIN) + " " +
      shell_quote(std::string(BOARDLAB_SOURCE) + "/tools/cluster/parallel-experiment.sh") + " 2 " +
      shell_quote(out) + " --";
  for (std::size_t i = 1; i < kExperimentRun.size(); ++i)
    cmd += " " + shell_quote(kExperimentRun[i]);
  ASSERT_EQ(std::system((cmd + " >/dev/null 2>&1").c_str()), 0) << cmd;
  EXPECT_EQ(without_move_times(file(whole + "/games.jsonl")),
            without_move_times(file(out + "/merged/games.jsonl")));
  EXPECT_EQ(file(whole + "/summary.json"), file(out + "/merged/summary.json"));
}

TEST(Experiment, BadSettingsAreOneClearError) {
  const std::string out = scratch_path("bad");
  fs::create_directories(out);
  std::ofstream(out + "/keep.txt") << "something";
  const std::string other = scratch_path("other_settings");
  ASSERT_EQ(run_boardlab({"experiment", "--variants", "chess", "--games", "2", "--nodes", "100",
                          "--quiet", "--out", other})
                .status,
            0);
  const std::string first = scratch_path("first_settings");
  ASSERT_EQ(run_boardlab({"experiment", "--variants", "chess", "--games", "2", "--nodes", "200",
                          "--quiet", "--out", first})
                .status,
            0);
  struct Bad {
    std::vector<std::string> args;
    std::string names;
  };
  for (const Bad& bad : std::vector<Bad>{
           {{"experiment", "--variants", "chess,nosuch", "--nodes", "100", "--out",
             scratch_path("x")},
            "unknown variant 'nosuch'"},
           {{"experiment", "--variants", "chess", "--nodes", "100", "--shard", "3/2", "--out",
             scratch_path("x")},
            "--shard 3/2 is impossible"},
           {{"experiment", "--variants", "chess", "--nodes", "100", "--out", out},
            "exists and is not empty"},
           {{"experiment", "--variants", "chess", "--out", scratch_path("x")},
            "give the engine a limit"},
           {{"experiment", "--variants", "chess,chess", "--nodes", "5", "--out", scratch_path("x")},
            "twice"},
           {{"experiment", "merge", other, first, "--out", scratch_path("x")}, "other settings"},
           {{"experiment", "merge", out, "--out", scratch_path("x")}, "no summary.json"}}) {
    const RunResult r = run_boardlab(bad.args);
    EXPECT_EQ(r.status, 2) << bad.names;
    EXPECT_NE(r.err.find(bad.names), std::string::npos) << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  }
  EXPECT_TRUE(fs::exists(out + "/keep.txt"));  // nothing of the user's was touched
}

}  // namespace
}  // namespace boardlab::test
