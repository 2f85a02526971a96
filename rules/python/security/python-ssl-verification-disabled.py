import os
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


DEBUG = bool(os.environ.get("APP_DEBUG"))


def debug_context() -> ssl.SSLContext:
    ctx = ssl.create_default_context()
    if DEBUG:
        # ruleid: python-ssl-verification-disabled
        ctx.check_hostname = False
    return ctx


# The if/elif chain of a library's `verify` parameter (True, False, a CA path, a context).
def create_context(verify: ssl.SSLContext | str | bool = True) -> ssl.SSLContext:
    if verify is True:
        return ssl.create_default_context()
    elif verify is False:
        ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
        # ok: python-ssl-verification-disabled
        ctx.check_hostname = False
        # ok: python-ssl-verification-disabled
        ctx.verify_mode = ssl.CERT_NONE
        return ctx
    return verify if isinstance(verify, ssl.SSLContext) else ssl.create_default_context(cafile=verify)


# A flag parameter, whatever its name: the caller opts out.
def client_context(insecure: bool = False) -> ssl.SSLContext:
    ctx = ssl.create_default_context()
    if insecure:
        # ok: python-ssl-verification-disabled
        ctx.check_hostname = False
    return ctx


# A parameter that is not a flag: its truthiness is no opt-out.
def context_for(url: str) -> ssl.SSLContext:
    ctx = ssl.create_default_context()
    if url:
        # ruleid: python-ssl-verification-disabled
        ctx.check_hostname = False
    return ctx


# A request is a parameter too, but its data is the client's, not the caller's choice.
def view(request) -> ssl.SSLContext:
    ctx = ssl.create_default_context()
    if request.GET.get("insecure"):
        # ruleid: python-ssl-verification-disabled
        ctx.verify_mode = ssl.CERT_NONE
    return ctx


# A local server with a self-signed certificate, reached at a loopback address: nothing on
# the network path to intercept.
def connect_local(port: int) -> ssl.SSLSocket:
    ctx = ssl.create_default_context()
    # ok: python-ssl-verification-disabled
    ctx.check_hostname = False
    # ok: python-ssl-verification-disabled
    ctx.verify_mode = ssl.CERT_NONE
    return ctx.wrap_socket(socket.create_connection(("127.0.0.1", port)))


def pool_local(port: int) -> str:
    # ok: python-ssl-verification-disabled
    pool = urllib3.PoolManager(cert_reqs="CERT_NONE")
    return pool.request("GET", f"https://localhost:{port}/health").data.decode()


def connect_remote(host: str, port: int) -> ssl.SSLSocket:
    ctx = ssl.create_default_context()
    # ruleid: python-ssl-verification-disabled
    ctx.check_hostname = False
    # ruleid: python-ssl-verification-disabled
    ctx.verify_mode = ssl.CERT_NONE
    return ctx.wrap_socket(socket.create_connection((host, port)))


# A host name that only starts like a loopback name is not one.
def connect_lookalike(port: int) -> ssl.SSLSocket:
    ctx = ssl.create_default_context()
    # ruleid: python-ssl-verification-disabled
    ctx.check_hostname = False
    return ctx.wrap_socket(socket.create_connection(("localhost.attacker.example", port)))


# Certificate pinning: urllib3 checks the certificate's fingerprint instead of the CA chain.
def pinned_pool(host: str, fingerprint: str) -> urllib3.HTTPSConnectionPool:
    # ok: python-ssl-verification-disabled
    return urllib3.HTTPSConnectionPool(host, 443, assert_fingerprint=fingerprint, cert_reqs="CERT_NONE")


def unpinned_pool(host: str) -> urllib3.HTTPSConnectionPool:
    # ruleid: python-ssl-verification-disabled
    return urllib3.HTTPSConnectionPool(host, 443, assert_fingerprint=None, cert_reqs="CERT_NONE")
