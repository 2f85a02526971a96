import shlex
import shutil
import subprocess
from shutil import which
from subprocess import Popen, check_output


def archive(folder: str) -> None:
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run(f"tar czf backup.tgz {folder}", shell=True, check=True)


def grep(pattern: str) -> bytes:
    # ruleid: python-subprocess-shell-dynamic
    return check_output("grep -r '%s' /var/log" % pattern, shell=True)


def start(cmd: str) -> Popen:
    # ruleid: python-subprocess-shell-dynamic
    return Popen(cmd, shell=True)


def copy(src: str, dst: str) -> int:
    # ruleid: python-subprocess-shell-dynamic
    return subprocess.call("cp " + src + " " + dst, shell=True)


def joined(parts: list[str]) -> None:
    # ruleid: python-subprocess-shell-dynamic
    subprocess.check_call(" ".join(parts), shell=True)


def archive_safe(folder: str) -> None:
    # ok: python-subprocess-shell-dynamic
    subprocess.run(["tar", "czf", "backup.tgz", folder], check=True)


def constant_pipeline() -> bytes:
    # ok: python-subprocess-shell-dynamic
    return check_output("ps aux | grep python | wc -l", shell=True)


def quoted(folder: str) -> None:
    # ok: python-subprocess-shell-dynamic
    subprocess.run(shlex.join(["tar", "czf", "backup.tgz", folder]), shell=True, check=True)


def no_shell(cmd: list[str]) -> None:
    # ok: python-subprocess-shell-dynamic
    subprocess.run(cmd, check=True)


def explicit_false(cmd: str) -> None:
    # ok: python-subprocess-shell-dynamic
    subprocess.run(cmd, shell=False, check=True)


def archive_quoted(folder):
    command = "tar czf backup.tgz " + shlex.quote(folder)
    # ok: python-subprocess-shell-dynamic
    subprocess.run(command, shell=True, check=True)


def head_lines(path, count):
    # ok: python-subprocess-shell-dynamic
    subprocess.run(f"head -n {int(count)} /var/log/app.log", shell=True, check=True)


def list_fixed(verbose):
    flags = "-la" if verbose else "-l"
    # ok: python-subprocess-shell-dynamic
    subprocess.run("ls " + flags + " /srv", shell=True, check=True)


def archive_later(folder):
    command = "tar czf backup.tgz %s" % folder
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run(command, shell=True, check=True)


def nice(level):
    # ok: python-subprocess-shell-dynamic
    subprocess.run(f"nice -n {float(level)} make", shell=True, check=True)


# shutil.which returns the path of an executable that exists on PATH: the shell can only run
# that program (a pager named by $PAGER), not commands spliced into the name.
def page(cmd: str) -> subprocess.Popen:
    cmd_absolute = which(cmd)
    if cmd_absolute is None:
        raise FileNotFoundError(cmd)
    # ok: python-subprocess-shell-dynamic
    return subprocess.Popen([cmd_absolute], shell=True, stdin=subprocess.PIPE)


# The arguments appended to that path are still spliced in.
def page_with(cmd: str, options: str) -> subprocess.Popen:
    # ruleid: python-subprocess-shell-dynamic
    return subprocess.Popen(f"{shutil.which(cmd)} {options}", shell=True)
