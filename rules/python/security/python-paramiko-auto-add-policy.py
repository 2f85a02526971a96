import paramiko
from paramiko.client import AutoAddPolicy, RejectPolicy


def connect(host: str) -> paramiko.SSHClient:
    client = paramiko.SSHClient()
    # ruleid: python-paramiko-auto-add-policy
    client.set_missing_host_key_policy(paramiko.AutoAddPolicy())
    client.connect(host, username="deploy")
    return client


def connect_alias(host: str) -> paramiko.SSHClient:
    client = paramiko.SSHClient()
    # ruleid: python-paramiko-auto-add-policy
    client.set_missing_host_key_policy(AutoAddPolicy())
    return client


def connect_safe(host: str) -> paramiko.SSHClient:
    client = paramiko.SSHClient()
    client.load_system_host_keys()
    # ok: python-paramiko-auto-add-policy
    client.set_missing_host_key_policy(RejectPolicy())
    client.connect(host, username="deploy")
    return client


def connect_known(host: str) -> paramiko.SSHClient:
    client = paramiko.SSHClient()
    # ok: python-paramiko-auto-add-policy
    client.load_host_keys("/etc/ssh/ssh_known_hosts")
    return client
