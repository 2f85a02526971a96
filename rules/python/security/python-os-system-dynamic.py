import os
import shlex
from os import system


def reboot_host(host: str) -> None:
    # ruleid: python-os-system-dynamic
    os.system(f"ssh {host} sudo reboot")


def notify(user: str) -> None:
    # ruleid: python-os-system-dynamic
    system("wall 'hello " + user + "'")


def run(cmd: str) -> int:
    # ruleid: python-os-system-dynamic
    return os.system(cmd)


def clear_screen() -> None:
    # ok: python-os-system-dynamic
    os.system("clear")


def quoted(path: str) -> None:
    # ok: python-os-system-dynamic
    os.system(shlex.join(["ls", "-l", path]))


def constant_var() -> None:
    cmd = "sync"
    # ok: python-os-system-dynamic
    os.system(cmd)


def remove_quoted(path):
    command = "rm -f " + shlex.quote(path)
    # ok: python-os-system-dynamic
    os.system(command)


def sleep_for(seconds):
    # ok: python-os-system-dynamic
    os.system(f"sleep {int(seconds)}")


def remove_later(path):
    command = "rm -f %s" % path
    # ruleid: python-os-system-dynamic
    os.system(command)


def nice(level):
    # ok: python-os-system-dynamic
    os.system(f"nice -n {float(level)} make")
