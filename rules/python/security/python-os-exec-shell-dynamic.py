import os
import shlex


def restart(service: str) -> None:
    # ruleid: python-os-exec-shell-dynamic
    os.execl("/bin/sh", "sh", "-c", f"systemctl restart {service}")


def spawn(job: str) -> int:
    # ruleid: python-os-exec-shell-dynamic
    return os.spawnv(os.P_WAIT, "/bin/bash", ["bash", "-c", "run-job " + job])


def replace_process(cmd: str) -> None:
    # ruleid: python-os-exec-shell-dynamic
    os.execvp("sh", ["sh", "-c", cmd])


def restart_safe(service: str) -> None:
    # ok: python-os-exec-shell-dynamic
    os.execv("/usr/bin/systemctl", ["systemctl", "restart", service])


def constant_shell() -> None:
    # ok: python-os-exec-shell-dynamic
    os.execl("/bin/sh", "sh", "-c", "exec /usr/local/bin/app")


def quoted(service: str) -> None:
    # ok: python-os-exec-shell-dynamic
    os.execl("/bin/sh", "sh", "-c", shlex.join(["systemctl", "restart", service]))
