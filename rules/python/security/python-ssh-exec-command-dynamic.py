import shlex
import sys

import paramiko


def disk_usage(client: paramiko.SSHClient, folder: str) -> bytes:
    # ruleid: python-ssh-exec-command-dynamic
    _, stdout, _ = client.exec_command(f"du -sh {folder}")
    return stdout.read()


def restart(host: str, service: str) -> None:
    client = paramiko.SSHClient()
    client.load_system_host_keys()
    client.connect(host)
    command = "systemctl restart " + service
    # ruleid: python-ssh-exec-command-dynamic
    client.exec_command(command)


def tail_log(channel: paramiko.Channel, name: str, lines: int) -> None:
    # ruleid: python-ssh-exec-command-dynamic
    channel.exec_command("tail -n %d /var/log/%s" % (lines, name))


def from_cli(client: paramiko.SSHClient) -> None:
    # ruleid: python-ssh-exec-command-dynamic
    client.exec_command(command="cat " + sys.argv[1])


def disk_usage_quoted(client: paramiko.SSHClient, folder: str) -> bytes:
    # ok: python-ssh-exec-command-dynamic
    _, stdout, _ = client.exec_command(f"du -sh {shlex.quote(folder)}")
    return stdout.read()


def restart_joined(client: paramiko.SSHClient, service: str) -> None:
    # ok: python-ssh-exec-command-dynamic
    client.exec_command(shlex.join(["systemctl", "restart", service]))


def tail_log_numeric(channel: paramiko.Channel, lines: str) -> None:
    # ok: python-ssh-exec-command-dynamic
    channel.exec_command("tail -n %d /var/log/syslog" % int(lines))


def uptime(client: paramiko.SSHClient) -> None:
    # ok: python-ssh-exec-command-dynamic
    client.exec_command("uptime")


def throttle(client: paramiko.SSHClient, rate: str) -> None:
    # ok: python-ssh-exec-command-dynamic
    client.exec_command("tc qdisc change dev eth0 root tbf rate %fmbit" % float(rate))


UNITS = {"web", "worker"}


def restart_unit(client: paramiko.SSHClient, unit: str, delay: int) -> None:
    if unit not in UNITS:
        raise ValueError(unit)
    # ok: python-ssh-exec-command-dynamic
    client.exec_command(f"sleep {delay}; systemctl restart {unit}")


CHECKS = {"disk": "df -h", "memory": "free -m"}


def run_check(client: paramiko.SSHClient, kind: str) -> None:
    # ok: python-ssh-exec-command-dynamic
    client.exec_command(CHECKS.get(kind, "true"))


QUEUED_COMMANDS = {"restart-web": "systemctl restart nginx", "flush": "redis-cli flushall"}


def run_queued(client: paramiko.SSHClient, name: str) -> None:
    command = QUEUED_COMMANDS.pop(name, "true")
    # ok: python-ssh-exec-command-dynamic
    client.exec_command(command)


SERVICES = {"web": "nginx", "queue": "rabbitmq-server"}



class ServiceRestarter:
    def unit(self, name: str) -> str:
        found = SERVICES.get(name)
        if found is None:
            raise KeyError(name)
        return found

    def restart(self, client: paramiko.SSHClient, name: str) -> None:
        # a method that looks the value up in a constant table, called on self
        unit = self.unit(name)
        # ok: python-ssh-exec-command-dynamic
        client.exec_command(f"systemctl restart {unit}")
