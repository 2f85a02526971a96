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


# A library implementing its caller's documented opt-out (`verify=False`) is not the place
# to flag: the caller who passes verify=False is.
def make_context(verify: bool | str) -> ssl.SSLContext:
    if verify is False:
        ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
        # ok: python-ssl-verification-disabled
        ctx.check_hostname = False
        # ok: python-ssl-verification-disabled
        ctx.verify_mode = ssl.CERT_NONE
        return ctx
    return ssl.create_default_context()


class Client:
    def context(self) -> ssl.SSLContext:
        ctx = ssl.create_default_context()
        if self.verify:
            return ctx
        else:
            # ok: python-ssl-verification-disabled
            ctx.verify_mode = ssl.CERT_NONE
        return ctx


def debug_context(debug: bool) -> ssl.SSLContext:
    ctx = ssl.create_default_context()
    if debug:
        # ruleid: python-ssl-verification-disabled
        ctx.check_hostname = False
    return ctx
