// The offline game viewer page (see viewer.hpp). The games go in as JSON inside the page's one
// script; the script swaps the pieces layer of the diagram as the reader steps through a game.
#include "tools/render/viewer.hpp"

#include <nlohmann/json.hpp>

namespace boardlab::render {

namespace {

// Style and behaviour of the page. Kept here whole so the page needs nothing from outside.
constexpr const char* kStyle = R"css(
body { font-family: "DejaVu Sans", Arial, sans-serif; margin: 1.5em; color: #222; background: #fafafa; }
h1 { font-size: 1.3em; margin: 0 0 .5em; }
.viewer { display: flex; flex-wrap: wrap; gap: 1.5em; align-items: flex-start; }
#diagram svg { width: min(90vw, 560px); height: auto; display: block; }
.controls { margin: .6em 0; }
.controls button { font-size: 1.1em; min-width: 3em; padding: .2em .5em; }
#status { margin: .3em 0; font-weight: bold; }
#position { font-family: "DejaVu Sans Mono", monospace; font-size: .85em; user-select: all; word-break: break-all; }
#moves { max-width: 28em; max-height: 70vh; overflow-y: auto; line-height: 1.8; }
#moves span.ply { white-space: nowrap; }
#moves span.move { cursor: pointer; padding: 0 .25em; border-radius: .2em; }
#moves span.move:hover { background: #e4e4e4; }
#moves span.current { background: #ffe066; }
#moves span.number { color: #777; margin-left: .4em; }
#result { margin-top: .6em; font-weight: bold; }
select { font-size: 1em; margin-bottom: .6em; }
.plots { display: flex; flex-wrap: wrap; }
.plots svg { max-width: 100%; height: auto; margin: .5em 1em .5em 0; }
h2 { font-size: 1.1em; margin-top: 1.2em; }
table { border-collapse: collapse; margin: .5em 0 1em; }
td, th { border: 1px solid #ccc; padding: .2em .6em; text-align: right; }
th { background: #eee; }
)css";

constexpr const char* kScript = R"js(
(function () {
  const games = JSON.parse(document.getElementById('games').textContent);
  const diagram = document.getElementById('diagram');
  const list = document.getElementById('moves');
  const chooser = document.getElementById('game');
  let game = null, ply = 0, layer = null;

  function load(index) {
    game = games[index];
    diagram.innerHTML = game.svg_open + game.defs + game.board + '<g id="pieces"></g></svg>';
    layer = diagram.querySelector('#pieces');
    list.innerHTML = '';
    game.frames.forEach(function (f, i) {
      if (i === 0) return;
      const item = document.createElement('span');
      item.className = 'ply';
      if (f.number) {
        const n = document.createElement('span');
        n.className = 'number';
        n.textContent = f.number;
        item.appendChild(n);
      }
      const m = document.createElement('span');
      m.className = 'move';
      m.textContent = f.move;
      m.dataset.ply = i;
      m.addEventListener('click', function () { show(i); });
      item.appendChild(m);
      list.appendChild(item);
      list.appendChild(document.createTextNode(' '));
    });
    document.getElementById('title').textContent = game.title;
    show(0);
  }

  function show(i) {
    ply = Math.max(0, Math.min(game.frames.length - 1, i));
    const f = game.frames[ply];
    layer.innerHTML = f.pieces;
    // Counted in plies (one player's move each): a chess move number covers two of them.
    const last = game.frames.length - 1;
    document.getElementById('status').textContent = ply === 0
      ? 'start position (' + last + (last === 1 ? ' ply)' : ' plies)')
      : 'ply ' + ply + ' of ' + last + ': ' + (f.number ? f.number + ' ' : '') + f.move;
    document.getElementById('position').textContent = f.position;
    document.getElementById('result').textContent =
      ply === last ? 'result: ' + game.result + (game.reason ? ' (' + game.reason + ')' : '') : '';
    document.body.dataset.ply = ply;
    list.querySelectorAll('span.move').forEach(function (m) {
      const current = Number(m.dataset.ply) === ply;
      m.classList.toggle('current', current);
      if (current && m.scrollIntoView) m.scrollIntoView({block: 'nearest'});
    });
  }

  document.getElementById('first').onclick = function () { show(0); };
  document.getElementById('prev').onclick = function () { show(ply - 1); };
  document.getElementById('next').onclick = function () { show(ply + 1); };
  document.getElementById('last').onclick = function () { show(game.frames.length - 1); };
  document.addEventListener('keydown', function (e) {
    if (e.target && e.target.tagName === 'SELECT') return;
    const step = {ArrowLeft: -1, ArrowRight: 1, ArrowUp: -1e9, ArrowDown: 1e9,
                  Home: -1e9, End: 1e9}[e.key];
    if (step === undefined) return;
    e.preventDefault();
    show(ply + step);
  });
  games.forEach(function (g, i) {
    const o = document.createElement('option');
    o.value = i;
    o.textContent = g.title;
    chooser.appendChild(o);
  });
  chooser.style.display = games.length > 1 ? '' : 'none';
  chooser.onchange = function () { load(Number(chooser.value)); chooser.blur(); };
  if (games.length) load(0);
  else document.querySelector('.viewer').style.display = 'none';
})();
)js";

}  // namespace

std::string html_escape(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '<')
      out += "&lt;";
    else if (c == '>')
      out += "&gt;";
    else if (c == '&')
      out += "&amp;";
    else if (c == '"')
      out += "&quot;";
    else
      out += c;
  }
  return out;
}

std::string viewer_html(const std::string& title, const std::string& intro_html,
                        const std::vector<ViewerGame>& games) {
  nlohmann::json data = nlohmann::json::array();
  for (const ViewerGame& g : games) {
    nlohmann::json frames = nlohmann::json::array();
    for (const ViewerFrame& f : g.frames)
      frames.push_back(
          {{"number", f.number}, {"move", f.move}, {"position", f.position}, {"pieces", f.pieces}});
    data.push_back({{"title", g.title},
                    {"variant", g.variant},
                    {"svg_open", g.svg_open},
                    {"defs", g.defs},
                    {"board", g.board},
                    {"frames", std::move(frames)},
                    {"result", g.result},
                    {"reason", g.reason}});
  }
  // Inside <script>, "</" could end the element early; JSON lets it be written "<\/".
  std::string json = data.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  for (std::size_t at = 0; (at = json.find("</", at)) != std::string::npos; at += 3)
    json.replace(at, 2, "<\\/");
  std::string page =
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      "<meta name=\"generator\" content=\"boardlab\">\n<title>" +
      html_escape(title) + "</title>\n<style>" + kStyle + "</style>\n</head>\n<body>\n";
  page += "<h1>" + html_escape(title) + "</h1>\n" + intro_html;
  page +=
      "<select id=\"game\" aria-label=\"game\"></select>\n"
      "<div class=\"viewer\">\n<div>\n<div id=\"diagram\"></div>\n"
      "<div class=\"controls\"><button id=\"first\" title=\"first (Home)\">|&lt;</button> "
      "<button id=\"prev\" title=\"previous (Left)\">&lt;</button> "
      "<button id=\"next\" title=\"next (Right)\">&gt;</button> "
      "<button id=\"last\" title=\"last (End)\">&gt;|</button></div>\n"
      "<div id=\"status\"></div>\n<div id=\"position\"></div>\n</div>\n"
      "<div>\n<div id=\"title\"></div>\n<div id=\"moves\"></div>\n<div id=\"result\"></div>\n"
      "</div>\n</div>\n";
  page += "<script type=\"application/json\" id=\"games\">" + json + "</script>\n";
  page += std::string("<script>") + kScript + "</script>\n</body>\n</html>\n";
  return page;
}

}  // namespace boardlab::render
