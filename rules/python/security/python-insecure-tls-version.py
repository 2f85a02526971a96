import socket
import ssl

import requests
from OpenSSL import SSL
from requests.adapters import HTTPAdapter
from urllib3.poolmanager import PoolManager


def legacy_client_context() -> ssl.SSLContext:
    # ruleid: python-insecure-tls-version
    return ssl.SSLContext(ssl.PROTOCOL_TLSv1)


def sslv3_context() -> ssl.SSLContext:
    # ruleid: python-insecure-tls-version
    return ssl.SSLContext(protocol=ssl.PROTOCOL_SSLv3)


def wrap_legacy(sock: socket.socket) -> ssl.SSLSocket:
    # ruleid: python-insecure-tls-version
    return ssl.wrap_socket(sock, ssl_version=ssl.PROTOCOL_TLSv1_1)


def allow_tls10(host: str) -> ssl.SSLSocket:
    context = ssl.create_default_context()
    # ruleid: python-insecure-tls-version
    context.minimum_version = ssl.TLSVersion.TLSv1
    return context.wrap_socket(socket.create_connection((host, 443)), server_hostname=host)


def pyopenssl_sslv3() -> SSL.Context:
    # ruleid: python-insecure-tls-version
    return SSL.Context(SSL.SSLv3_METHOD)


def pyopenssl_tls1() -> SSL.Context:
    # ruleid: python-insecure-tls-version
    return SSL.Context(SSL.TLSv1_METHOD)


def pyopenssl_floor() -> SSL.Context:
    context = SSL.Context(SSL.TLS_METHOD)
    # ruleid: python-insecure-tls-version
    context.set_min_proto_version(SSL.TLS1_1_VERSION)
    return context


class Tls1Adapter(HTTPAdapter):
    def init_poolmanager(self, connections, maxsize, block=False):
        # ruleid: python-insecure-tls-version
        self.poolmanager = PoolManager(num_pools=connections, maxsize=maxsize, ssl_version=ssl.PROTOCOL_TLSv1)


def modern_client_context() -> ssl.SSLContext:
    # ok: python-insecure-tls-version
    return ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)


def modern_server_context() -> ssl.SSLContext:
    # ok: python-insecure-tls-version
    return ssl.SSLContext(protocol=ssl.PROTOCOL_TLS_SERVER)


def require_tls12(host: str) -> ssl.SSLSocket:
    context = ssl.create_default_context()
    # ok: python-insecure-tls-version
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    return context.wrap_socket(socket.create_connection((host, 443)), server_hostname=host)


def require_tls13() -> ssl.SSLContext:
    context = ssl.create_default_context()
    # ok: python-insecure-tls-version
    context.minimum_version = ssl.TLSVersion.TLSv1_3
    return context


def pyopenssl_modern() -> SSL.Context:
    # ok: python-insecure-tls-version
    context = SSL.Context(SSL.TLS_METHOD)
    context.set_min_proto_version(SSL.TLS1_2_VERSION)
    return context


def pyopenssl_client() -> SSL.Context:
    # ok: python-insecure-tls-version
    return SSL.Context(SSL.TLS_CLIENT_METHOD)


def disable_old_versions() -> ssl.SSLContext:
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    # ok: python-insecure-tls-version
    context.options |= ssl.OP_NO_TLSv1 | ssl.OP_NO_TLSv1_1
    return context


def fetch(url: str) -> str:
    # ok: python-insecure-tls-version
    return requests.get(url, timeout=5).text
