#pragma once
// Which weights `boardlab tune --fit KEYS` moves. A key is a weights file's key ("value.mg",
// "pst.eg", "mobility.mg", "hand", "king_attack", "term", "tempo"), a family of them ("value",
// "pst", "mobility"), a term's name ("bishop_pair"), or one weight's full name ("value.mg N",
// "pst.mg P e4"). A weight the variant's evaluation does not compute is never fitted.
#include <string>
#include <string_view>
#include <vector>

namespace boardlab::tune {

// One flag per weight; an empty `keys` fits every weight that exists. An InputError names a key
// that matches no weight and lists the keys that would.
std::vector<bool> fitted_weights(const std::vector<std::string>& names,
                                 const std::vector<bool>& exists, std::string_view keys);

}  // namespace boardlab::tune
