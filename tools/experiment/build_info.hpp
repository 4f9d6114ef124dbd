#pragma once
// The version and commit this binary was built from (tools/cmake/BuildInfo.cmake writes them at
// build time; "-dirty" after the commit: built with uncommitted changes), for an experiment's
// run.json.
namespace boardlab::build_info {

extern const char* const kVersion;
extern const char* const kCommit;

}  // namespace boardlab::build_info
