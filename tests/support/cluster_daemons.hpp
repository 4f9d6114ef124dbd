#pragma once
// Private, throw-away cluster daemons for the launcher tests: a one-node Slurm cluster (munged,
// slurmctld, slurmd) and an sshd, each confined to one directory (config, key, state, logs, pid
// files) and to ports derived from the test's pid, so they never touch the machine's own services.
// Each says why it could not start (why_not) instead of failing: the tests skip with that line.
// The destructors stop what was started.
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <functional>
#include <random>
#include <string>
#include <thread>

#include "support/run_command.hpp"

namespace boardlab::test {

// Polls `done` every 200 ms for up to `seconds`; true as soon as it holds.
inline bool wait_until(int seconds, const std::function<bool()>& done) {
  const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
  while (std::chrono::steady_clock::now() < end) {
    if (done()) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
  }
  return done();
}

inline bool on_path(const std::string& program) {
  return run_shell("command -v " + shell_quote(program)).status == 0;
}

inline void stop_from_pid_file(const std::string& pid_file) {
  std::ifstream in(pid_file);
  pid_t pid = 0;
  if (in >> pid && pid > 1) ::kill(pid, SIGTERM);
}

// A port range of our own: two runs at once (CI and a developer) get different ports.
inline int private_port(int offset) { return 20000 + (::getpid() % 2000) * 10 + offset; }

class SlurmCluster {
 public:
  explicit SlurmCluster(std::string dir) : dir_(std::move(dir)) { why_not_ = start(); }
  ~SlurmCluster() {
    if (started_) run_shell(env() + " scancel --quiet --user=\"$(id -un)\"");
    for (const char* pid : {"/slurmd.pid", "/slurmctld.pid", "/munged.pid"})
      stop_from_pid_file(dir_ + pid);
  }
  const std::string& why_not() const { return why_not_; }
  // The environment prefix that points Slurm's clients at this cluster.
  std::string env() const { return "SLURM_CONF=" + shell_quote(dir_ + "/slurm.conf"); }
  // squeue's job lines (empty when no job is pending or running).
  std::string queue() const { return run_shell(env() + " squeue --noheader").out; }

 private:
  std::string start() {
    for (const char* p : {"munged", "slurmctld", "slurmd", "sbatch", "squeue", "sinfo"})
      if (!on_path(p) && !std::filesystem::exists(std::string("/usr/sbin/") + p))
        return std::string("Slurm is not installed (") + p +
               " is missing; tools/install-deps --cluster installs it)";
    if (::geteuid() != 0) return "a private slurmd must run as root to start jobs; not root";
    write_key();
    write_config();
    const std::string up = "PATH=$PATH:/usr/sbin munged --force --key-file=" + q("/munge.key") +
                           " --socket=" + q("/munge.sock") + " --pid-file=" + q("/munged.pid") +
                           " --log-file=" + q("/munged.log") + " --seed-file=" + q("/munge.seed") +
                           " && " + env() + " PATH=$PATH:/usr/sbin slurmctld && " + env() +
                           " PATH=$PATH:/usr/sbin slurmd";
    const RunResult r = run_shell(up);
    started_ = true;
    if (r.status != 0) return "the one-node Slurm cluster did not start: " + last_line(r.err);
    if (!wait_until(60, [&] { return run_shell(env() + " sinfo -h -o %T").out == "idle\n"; }))
      return "the one-node Slurm cluster did not become idle: " +
             last_line(slurp(dir_ + "/slurmctld.log")) + " / " +
             last_line(slurp(dir_ + "/slurmd.log"));
    return {};
  }
  std::string q(const char* name) const { return shell_quote(dir_ + name); }
  void write_key() const {
    std::random_device random;
    std::ofstream key(dir_ + "/munge.key", std::ios::binary);
    for (int i = 0; i < 1024; ++i) key.put(static_cast<char>(random() & 0xff));
    key.close();
    std::filesystem::permissions(dir_ + "/munge.key", std::filesystem::perms::owner_read |
                                                          std::filesystem::perms::owner_write);
  }
  void write_config() const {
    std::filesystem::create_directories(dir_ + "/state");
    std::filesystem::create_directories(dir_ + "/spool");
    char host[256] = {};
    ::gethostname(host, sizeof host - 1);
    std::string node(host);
    node = node.substr(0, node.find('.'));  // slurmd looks itself up by its short name
    std::ofstream conf(dir_ + "/slurm.conf");
    conf << "ClusterName=boardlabtest\nSlurmctldHost=" << node << "\nSlurmUser=root\n"
         << "SlurmctldPort=" << private_port(0) << "\nSlurmdPort=" << private_port(1) << "\n"
         << "AuthType=auth/munge\nCredType=cred/munge\nAuthInfo=socket=" << dir_ << "/munge.sock\n"
         << "StateSaveLocation=" << dir_ << "/state\nSlurmdSpoolDir=" << dir_ << "/spool\n"
         << "SlurmctldPidFile=" << dir_ << "/slurmctld.pid\nSlurmdPidFile=" << dir_
         << "/slurmd.pid\nSlurmctldLogFile=" << dir_ << "/slurmctld.log\nSlurmdLogFile=" << dir_
         << "/slurmd.log\n"
         << "ProctrackType=proctrack/linuxproc\nTaskPlugin=task/none\nMpiDefault=none\n"
         << "JobAcctGatherType=jobacct_gather/none\nAccountingStorageType=accounting_storage/none\n"
         << "SelectType=select/cons_tres\nSelectTypeParameters=CR_Core\nReturnToService=2\n"
         << "NodeName=" << node << " CPUs=" << std::max(1u, std::thread::hardware_concurrency())
         << " State=UNKNOWN\nPartitionName=test Nodes=ALL Default=YES MaxTime=INFINITE State=UP\n";
  }

  std::string dir_, why_not_;
  bool started_ = false;
};

// An sshd on a loopback port that accepts one generated key, for GNU Parallel's --sshlogin.
class SshServer {
 public:
  explicit SshServer(std::string dir) : dir_(std::move(dir)) { why_not_ = start(); }
  ~SshServer() { stop_from_pid_file(dir_ + "/sshd.pid"); }
  const std::string& why_not() const { return why_not_; }
  // An sshlogin line for Parallel: the ssh command with its options, then the host.
  std::string login() const {
    return "ssh -p " + std::to_string(private_port(2)) + " -i " + dir_ +
           "/client -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null"
           " -o BatchMode=yes -o LogLevel=ERROR 127.0.0.1";
  }
  // Logins accepted since the server answered its own readiness check.
  int logins() const { return accepted() - baseline_; }

 private:
  std::string start() {
    if (!std::filesystem::exists("/usr/sbin/sshd") || !on_path("ssh-keygen"))
      return "OpenSSH's server is not installed (tools/install-deps --cluster installs it)";
    const RunResult keys = run_shell("ssh-keygen -q -t ed25519 -N '' -f " + q("/host") +
                                     " && ssh-keygen -q -t ed25519 -N '' -f " + q("/client") +
                                     " && cp " + q("/client.pub") + " " + q("/authorized_keys"));
    if (keys.status != 0) return "ssh-keygen failed: " + last_line(keys.err);
    std::ofstream(dir_ + "/sshd_config")
        << "Port " << private_port(2) << "\nListenAddress 127.0.0.1\nHostKey " << dir_
        << "/host\nAuthorizedKeysFile " << dir_ << "/authorized_keys\nPidFile " << dir_
        << "/sshd.pid\nStrictModes no\nUsePAM no\nPasswordAuthentication no\n"
        << "PermitRootLogin prohibit-password\nLogLevel VERBOSE\n";
    // sshd needs its privilege-separation directory; Debian creates it only when the service runs.
    if (::geteuid() == 0) std::filesystem::create_directories("/run/sshd");
    const RunResult r =
        run_shell("/usr/sbin/sshd -f " + q("/sshd_config") + " -E " + q("/sshd.log"));
    if (r.status != 0) return "the private sshd did not start: " + last_line(r.err);
    if (!wait_until(30, [&] { return run_shell(login() + " true").status == 0; }))
      return "the private sshd does not accept the generated key: " +
             last_line(slurp(dir_ + "/sshd.log"));
    baseline_ = accepted();
    return {};
  }
  std::string q(const char* name) const { return shell_quote(dir_ + name); }
  int accepted() const {
    const std::string log = slurp(dir_ + "/sshd.log");
    int n = 0;
    for (std::size_t at = log.find("Accepted publickey"); at != std::string::npos;
         at = log.find("Accepted publickey", at + 1))
      ++n;
    return n;
  }

  std::string dir_, why_not_;
  int baseline_ = 0;
};

}  // namespace boardlab::test
