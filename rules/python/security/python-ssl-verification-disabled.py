import socket
import ssl

import urllib3


def connect(host: str) -> ssl.SSLSocket:
    ctx = ssl.create_default_context()
    # ruleid: python-ssl-verification-disabled
    ctx.check_hostname = False
    # ruleid: python-ssl-verification-disabled
    ctx.verify_mode = ssl.CERT_NONE
    return ctx.wrap_socket(socket.create_connection((host, 443)), server_hostname=host)


def pool() -> urllib3.PoolManager:
    # ruleid: python-ssl-verification-disabled
    return urllib3.PoolManager(cert_reqs="CERT_NONE")


def connect_safe(host: str) -> ssl.SSLSocket:
    ctx = ssl.create_default_context()
    # ok: python-ssl-verification-disabled
    ctx.verify_mode = ssl.CERT_REQUIRED
    # ok: python-ssl-verification-disabled
    ctx.check_hostname = True
    ctx.load_verify_locations("/etc/ssl/internal-ca.pem")
    return ctx.wrap_socket(socket.create_connection((host, 443)), server_hostname=host)


def pool_safe() -> urllib3.PoolManager:
    # ok: python-ssl-verification-disabled
    return urllib3.PoolManager(cert_reqs="CERT_REQUIRED")
