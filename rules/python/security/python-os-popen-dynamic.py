import os
import shlex
import subprocess
from subprocess import getoutput


def disk_usage(path: str) -> str:
    # ruleid: python-os-popen-dynamic
    return os.popen(f"du -sh {path}").read()


def branch(repo: str) -> str:
    # ruleid: python-os-popen-dynamic
    return getoutput("git -C " + repo + " rev-parse --abbrev-ref HEAD")


def status(service: str) -> tuple[int, str]:
    # ruleid: python-os-popen-dynamic
    return subprocess.getstatusoutput("systemctl status %s" % service)


def uptime() -> str:
    # ok: python-os-popen-dynamic
    return os.popen("uptime").read()


def branch_safe(repo: str) -> str:
    # ok: python-os-popen-dynamic
    return subprocess.run(["git", "-C", repo, "rev-parse", "--abbrev-ref", "HEAD"], capture_output=True, text=True).stdout


def quoted(path: str) -> str:
    # ok: python-os-popen-dynamic
    return getoutput("du -sh " + shlex.quote(path))


def count_quoted(path):
    command = "wc -l " + shlex.quote(path)
    # ok: python-os-popen-dynamic
    return os.popen(command).read()


def tail_lines(count):
    # ok: python-os-popen-dynamic
    return subprocess.getoutput(f"tail -n {int(count)} /var/log/app.log")


def archive_joined(folder):
    # ok: python-os-popen-dynamic
    return os.popen(shlex.join(["tar", "czf", "backup.tgz", folder])).read()


def nice(level):
    # ok: python-os-popen-dynamic
    return os.popen(f"nice -n {float(level)} make").read()
