// See worker_pool.hpp.
#include "tools/match/worker_pool.hpp"

#include <algorithm>
#include <exception>
#include <thread>
#include <vector>

#include "framework/core/input_error.hpp"

namespace boardlab::match {

void WorkerPool::run(std::size_t tasks, int workers,
                     const std::function<void(std::size_t, int)>& work) {
  auto loop = [&](int worker) {
    try {
      for (std::size_t task; !stop_ && (task = next_++) < tasks;) work(task, worker);
    } catch (const std::exception& e) {
      {
        std::lock_guard lock(mutex_);
        if (!failure_.empty()) return;
        failure_ = e.what();
      }
      if (on_failure_) on_failure_();
      stop_ = true;
    }
  };
  std::vector<std::thread> threads;
  for (int w = 0; w < std::max(1, workers); ++w) threads.emplace_back(loop, w);
  for (auto& t : threads) t.join();
  if (!failure_.empty()) throw InputError(failure_);
}

}  // namespace boardlab::match
