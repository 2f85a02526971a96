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
