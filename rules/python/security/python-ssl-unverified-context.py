import ssl
import urllib.request


def fetch(url: str) -> bytes:
    # ruleid: python-ssl-unverified-context
    ctx = ssl._create_unverified_context()
    return urllib.request.urlopen(url, context=ctx).read()


# ruleid: python-ssl-unverified-context
ssl._create_default_https_context = ssl._create_unverified_context


def fetch_safe(url: str) -> bytes:
    # ok: python-ssl-unverified-context
    ctx = ssl.create_default_context()
    return urllib.request.urlopen(url, context=ctx).read()


def fetch_private(url: str) -> bytes:
    # ok: python-ssl-unverified-context
    ctx = ssl.create_default_context(cafile="/etc/ssl/internal-ca.pem")
    return urllib.request.urlopen(url, context=ctx).read()
