#pragma once
// Threads that take tasks by number until none is left or the pool is stopped: `boardlab match`
// and `boardlab experiment` both play their games on it.
#include <atomic>
#include <cstddef>
#include <functional>
#include <mutex>
#include <string>

namespace boardlab::match {

class WorkerPool {
 public:
  // Called once, on the failing thread, when a task throws (before the pool stops): to end the
  // tasks in flight too.
  explicit WorkerPool(std::function<void()> on_failure = {}) : on_failure_(std::move(on_failure)) {}

  // Runs work(task, worker) for each task 0..tasks-1 on `workers` threads (worker 0..workers-1)
  // and waits for them. The first exception a task throws stops the pool, and its message is
  // thrown as an InputError once every thread has ended.
  void run(std::size_t tasks, int workers,
           const std::function<void(std::size_t task, int worker)>& work);

  // No task starts after this; the tasks in flight go on.
  void stop() { stop_ = true; }
  bool stopped() const { return stop_; }

 private:
  std::function<void()> on_failure_;
  std::atomic<std::size_t> next_{0};
  std::atomic<bool> stop_{false};
  std::mutex mutex_;
  std::string failure_;
};

}  // namespace boardlab::match
