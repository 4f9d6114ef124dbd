// `boardlab svg`: diagrams drawn from the descriptor — one figure per piece in the right cell,
// the second player's view, highlights, arrows, hands, the shogi tiles turned for gote — that
// librsvg renders at the asked size; and one error line for bad input.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>

#include "support/run_command.hpp"
#include "support/viewer_page.hpp"
#include "tools/render/piece_art.hpp"

namespace boardlab::test {
namespace {

std::string svg(std::vector<std::string> args) {
  args.insert(args.begin(), "svg");
  args.insert(args.end(), {"--out", "-"});
  const RunResult r = run_boardlab(args);
  EXPECT_EQ(r.status, 0) << r.err;
  return r.out;
}

std::string art(std::string_view style, std::string_view name, bool second) {
  for (const auto& a : render::kPieceArt)
    if (a.style == style && a.name == name && a.second == second) return std::string(a.svg);
  return {};
}

// The id the diagram gave the figure drawn by `art_svg`, e.g. "p5w".
std::string id_of(const std::string& out, const std::string& art_svg) {
  const std::size_t at = out.find("\">" + art_svg);
  if (at == std::string::npos) return {};
  const std::size_t open = out.rfind("id=\"", at);
  return out.substr(open + 4, at - open - 4);
}

TEST(Svg, ChessPiecesInTheirCellsFromEitherSide) {
  const std::string out = svg({});
  EXPECT_EQ(occurrences(out, "<use "), 32u);
  EXPECT_NE(out.find("width=\"396\" height=\"396\" viewBox=\"0 0 880 880\""), std::string::npos);
  const std::string king = id_of(out, art("western", "king", false));
  const std::string queen = id_of(out, art("western", "queen", true));
  ASSERT_FALSE(king.empty());
  ASSERT_FALSE(queen.empty());
  // A square is 100 units inside a 40-unit margin: e1 is column 4, row 7; d8 column 3, row 0.
  EXPECT_NE(out.find("#" + king + "\" x=\"440\" y=\"740\""), std::string::npos);
  EXPECT_NE(out.find("#" + queen + "\" x=\"340\" y=\"40\""), std::string::npos);
  const std::string flipped = svg({"--flip", "--size", "800"});
  EXPECT_NE(flipped.find("width=\"800\" height=\"800\""), std::string::npos);
  EXPECT_NE(flipped.find("#" + king + "\" x=\"340\" y=\"40\""), std::string::npos);
  EXPECT_NE(flipped.find("#" + queen + "\" x=\"440\" y=\"740\""), std::string::npos);
  // Files a–h under the board, left to right; flipped, right to left.
  EXPECT_NE(out.find("x=\"90\" y=\"870\">a</text>"), std::string::npos);
  EXPECT_NE(flipped.find("x=\"790\" y=\"870\">a</text>"), std::string::npos);
}

TEST(Svg, LastMoveCheckAndArrows) {
  const std::vector<std::string> mate = {"--moves", "e2e4 e7e5 d1h5 b8c6 f1c4 g8f6 h5f7"};
  std::vector<std::string> args = mate;
  EXPECT_EQ(occurrences(svg(args), "fill=\"#d7c92b\""), 0u);
  EXPECT_EQ(occurrences(svg(args), "fill=\"url(#check)\""), 1u);
  args.insert(args.end(), {"--last-move", "--arrows", "e1g1,c4f7"});
  const std::string out = svg(args);
  EXPECT_EQ(occurrences(out, "fill=\"#d7c92b\""), 2u);
  EXPECT_NE(out.find("<rect x=\"740\" y=\"340\""), std::string::npos);  // h5
  EXPECT_NE(out.find("<rect x=\"540\" y=\"140\""), std::string::npos);  // f7
  EXPECT_EQ(occurrences(out, "<polygon "), 2u);
  EXPECT_EQ(occurrences(svg({"--moves", "e2e4"}), "url(#check)\"/>"), 0u);
}

TEST(Svg, ShogiTilesHandsAndGridWithTurnedGote) {
  const std::string out =
      svg({"--variant", "shogi", "--moves", "7g7f 3c3d 8h2b+", "--arrows", "P*5e,7f7e"});
  EXPECT_EQ(occurrences(out, "<use "), 40u);  // 39 on the board, sente's bishop in hand
  EXPECT_EQ(occurrences(out, "w\" transform=\"translate("), 1u);  // the hand's smaller figure
  EXPECT_EQ(occurrences(out, "<circle cx=\"490\" cy=\"490\" r=\"44\""), 1u);  // 5e, the drop's ring
  EXPECT_EQ(occurrences(out, "<polygon "), 1u);
  // Gote's tiles are sente's turned round.
  const std::string tile = art("shogi", "king", false);
  ASSERT_FALSE(tile.empty());
  EXPECT_NE(out.find("b\"><g transform=\"rotate(180 50 50)\">" + tile), std::string::npos);
  EXPECT_EQ(occurrences(out, "<circle cx=") - 1, 4u);  // the four star points
  // Files 9..1 above the board, ranks a..i on the right.
  EXPECT_LT(out.find(">9</text>"), out.find(">1</text>"));
}

// Width and height of a PNG, from its IHDR chunk.
std::pair<int, int> png_size(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  unsigned char b[24] = {};
  in.read(reinterpret_cast<char*>(b), 24);
  auto be = [&](int at) { return b[at] << 24 | b[at + 1] << 16 | b[at + 2] << 8 | b[at + 3]; };
  return {be(16), be(20)};
}

TEST(Svg, LibrsvgRendersEveryFamilyAtTheAskedSize) {
  if (std::system("command -v rsvg-convert >/dev/null 2>&1") != 0)
    GTEST_SKIP() << "rsvg-convert is not installed (Debian: librsvg2-bin); skipping";
  const std::vector<std::vector<std::string>> cases = {
      {"--size", "300"},
      {"--variant", "crazyhouse", "--fen", "4k3/8/8/8/8/8/8/Q~3K3[Pnn] w - - 0 1", "--size", "300"},
      {"--variant", "minishogi", "--moves", "5e4d", "--size", "300"},
      {"--variant", "shogi", "--moves", "7g7f 3c3d 8h2b+ 3a2b", "--size", "300"}};
  for (const auto& c : cases) {
    const std::string base = ::testing::TempDir() + "/svg-render";
    std::vector<std::string> args = c;
    args.insert(args.begin(), "svg");
    args.insert(args.end(), {"--out", base + ".svg"});
    ASSERT_EQ(run_boardlab(args).status, 0);
    const std::string cmd = "rsvg-convert " + shell_quote(base + ".svg") + " -o " +
                            shell_quote(base + ".png") + " 2>&1";
    ASSERT_EQ(std::system(cmd.c_str()), 0) << c[1];
    EXPECT_EQ(png_size(base + ".png").first, 300) << c[1];
    EXPECT_GT(png_size(base + ".png").second, 200) << c[1];
  }
}

TEST(Svg, BadInputIsOneErrorLine) {
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"svg"}, "--out is required"},
      {{"svg", "--out", "-", "--arrows", "e2"}, "'e2' is not two squares of this board"},
      {{"svg", "--out", "-", "--arrows", "e2e9"}, "'e2e9' is not two squares"},
      {{"svg", "--variant", "shogi", "--out", "-", "--arrows", "5e5j"}, "'5e5j' is not two"},
      {{"svg", "--out", "-", "--size", "3"}, "--size"},
      {{"svg", "--out", "/nonexistent/dir/x.svg"}, "cannot write '/nonexistent/dir/x.svg'"},
      {{"svg", "--out", "-", "--moves", "e2e5"}, "move 1 'e2e5'"},
  };
  for (const auto& [args, expected] : cases) {
    const RunResult r = run_boardlab(args);
    EXPECT_EQ(r.status, 2) << args.back();
    EXPECT_TRUE(r.out.empty()) << args.back();
    EXPECT_EQ(occurrences(r.err, "\n"), 1u) << r.err;
    EXPECT_NE(r.err.find(expected), std::string::npos) << r.err;
  }
}

}  // namespace
}  // namespace boardlab::test
