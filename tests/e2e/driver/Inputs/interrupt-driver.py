"""interrupt-driver.py SIGNAL NANOCC DIR: starts NANOCC on a source whose clang
blocks (it includes a FIFO nobody writes), sends SIGNAL to the driver alone once
its clang runs, and prints what is left: the driver's fate, temporary
directories, the clang child. The driver starts with every signal at its
default action (a shell's background job would ignore SIGINT)."""
import os
import shutil
import signal
import subprocess
import sys
import time

name, nanocc, work = sys.argv[1], sys.argv[2], sys.argv[3]
shutil.rmtree(work, ignore_errors=True)
os.makedirs(os.path.join(work, "tmp"))
source = os.path.join(work, "src.c")
shutil.copy(os.path.join(os.path.dirname(__file__), "blocked-include.c"), source)
os.mkfifo(os.path.join(work, "block.h"))


def default_signals():
    for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(s, signal.SIG_DFL)


def clang_children():
    found = subprocess.run(["pgrep", "-f", "--", "-c " + source], capture_output=True, text=True).stdout.split()
    return [int(p) for p in found]


driver = subprocess.Popen([nanocc, source, "-o", os.path.join(work, "app")],
                          env=dict(os.environ, TMPDIR=os.path.join(work, "tmp")), preexec_fn=default_signals)
deadline = time.time() + 20
while not clang_children() and time.time() < deadline:
    time.sleep(0.05)
driver.send_signal(getattr(signal, "SIG" + name))
status = driver.wait()
time.sleep(0.2)
print("driver killed by:", signal.Signals(-status).name if status < 0 else "nothing, exit %d" % status)
print("temporary directories:", len(os.listdir(os.path.join(work, "tmp"))))
left = clang_children()
print("clang still running:", len(left))
for pid in left:
    os.kill(pid, signal.SIGKILL)
