# The built-in variants. Adding one is its folder under variants/ and one line here: the
# descriptor's C++ type and the header that declares it (relative to the source root). Every
# executable made by boardlab_add_cli() and the test battery are generated from this list.
boardlab_builtin_variant(boardlab::variants::Chess variants/chess/chess.hpp)
boardlab_builtin_variant(boardlab::variants::Chess960 variants/chess960/chess960.hpp)
boardlab_builtin_variant(boardlab::variants::Shogi variants/shogi/shogi.hpp)
boardlab_builtin_variant(boardlab::variants::Armageddon variants/armageddon/armageddon.hpp)
boardlab_builtin_variant(boardlab::variants::PawnOne variants/pawnone/pawnone.hpp)
boardlab_builtin_variant(boardlab::variants::Torpedo variants/torpedo/torpedo.hpp)
boardlab_builtin_variant(boardlab::variants::SemiTorpedo variants/semitorpedo/semitorpedo.hpp)
boardlab_builtin_variant(boardlab::variants::PawnBack variants/pawnback/pawnback.hpp)
boardlab_builtin_variant(boardlab::variants::PawnSideways variants/pawnsideways/pawnsideways.hpp)
boardlab_builtin_variant(boardlab::variants::NoCastle variants/nocastle/nocastle.hpp)
boardlab_builtin_variant(boardlab::variants::NoCastle10 variants/nocastle10/nocastle10.hpp)
boardlab_builtin_variant(boardlab::variants::StalemateWin variants/stalematewin/stalematewin.hpp)
boardlab_builtin_variant(boardlab::variants::SelfCapture variants/selfcapture/selfcapture.hpp)
boardlab_builtin_variant(boardlab::variants::Minishogi variants/minishogi/minishogi.hpp)
boardlab_builtin_variant(boardlab::variants::ShogiDropmate variants/shogi-dropmate/shogi_dropmate.hpp)
boardlab_builtin_variant(boardlab::variants::Crazyhouse variants/crazyhouse/crazyhouse.hpp)
