#pragma once
// Runs the built boardlab binary as a user would and captures exit status, stdout and stderr.
#include <sys/wait.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>
#include "support/test_paths.hpp"

namespace boardlab::test {

struct RunResult {
  int status = -1;
  std::string out, err;
};

// Built with append only: GCC 12 at -O3 warns falsely (-Wrestrict) on some string operator+.
inline std::string shell_quote(const std::string& s) {
  std::string q(1, '\'');
  for (char c : s) {
    if (c == '\'')
      q.append("'\\''");
    else
      q.push_back(c);
  }
  q.push_back('\'');
  return q;
}

inline std::string slurp(const std::string& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// The command line that runs boardlab with `args`, quoted for sh.
inline std::string boardlab_command(const std::vector<std::string>& args) {
  std::string cmd = shell_quote(BOARDLAB_BIN);
  for (const std::string& a : args) cmd.append(" ").append(shell_quote(a));
  return cmd;
}

// Runs a sh command line (pipes, redirections); its stdout and stderr are captured unless the
// line redirects them itself. The status is the line's (its last command's).
inline RunResult run_shell(const std::string& line) {
  static int counter = 0;
  std::string base = ::testing::TempDir();
  base.append("boardlab_run_").append(std::to_string(getpid())).append("_");
  base.append(std::to_string(counter++));
  std::string cmd = "(";
  cmd.append(line)
      .append(") </dev/null >")
      .append(base)
      .append(".out 2>")
      .append(base)
      .append(".err");
  const int raw = std::system(cmd.c_str());
  RunResult r;
  r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  r.out = slurp(base + ".out");
  r.err = slurp(base + ".err");
  std::remove((base + ".out").c_str());
  std::remove((base + ".err").c_str());
  return r;
}

inline RunResult run_boardlab(const std::vector<std::string>& args) {
  return run_shell(boardlab_command(args));
}

// The last line of a program's output, without its newline.
inline std::string last_line(const std::string& s) {
  std::string t = s;
  while (!t.empty() && t.back() == '\n') t.pop_back();
  return t.substr(t.rfind('\n') == std::string::npos ? 0 : t.rfind('\n') + 1);
}

}  // namespace boardlab::test
