#pragma once
// The offline game viewer: one self-contained HTML page (no network, everything inline) that
// replays games drawn by SvgDiagram. The page is compiled once (viewer.cpp); each variant builds
// its games' frames in its own translation unit (viewer_game.hpp).
#include <string>
#include <vector>

namespace boardlab::render {

struct ViewerFrame {
  std::string number;    // move number shown before the move ("12.", "12..." or "")
  std::string move;      // the move that led here, in the variant's reading notation
  std::string position;  // the position after it (FEN, SFEN, ...)
  std::string pieces;    // SvgDiagram::pieces of that position
};

struct ViewerGame {
  std::string title;
  std::string variant;
  std::string svg_open, defs, board;  // the diagram's fixed layers
  std::vector<ViewerFrame> frames;    // frames[0] is the start; frames[i] follows move i
  std::string result = "*", reason;   // shown once the last move is reached
};

// The page: `intro_html` (already HTML) above a viewer that offers every game in `games`.
std::string viewer_html(const std::string& title, const std::string& intro_html,
                        const std::vector<ViewerGame>& games);

// Text made safe inside HTML.
std::string html_escape(const std::string& text);

}  // namespace boardlab::render
