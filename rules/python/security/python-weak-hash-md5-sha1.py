import hashlib

from cryptography.hazmat.primitives import hashes
from Crypto.Hash import MD5


def sign(secret: bytes, payload: bytes) -> str:
    # ruleid: python-weak-hash-md5-sha1
    return hashlib.md5(secret + payload).hexdigest()


def fingerprint(cert: bytes) -> str:
    # ruleid: python-weak-hash-md5-sha1
    h = hashlib.new("sha1", cert)
    return h.hexdigest()


def digest() -> hashes.Hash:
    # ruleid: python-weak-hash-md5-sha1
    return hashes.Hash(hashes.MD5())


def legacy(data: bytes) -> str:
    # ruleid: python-weak-hash-md5-sha1
    return MD5.new(data).hexdigest()


def sign_safe(secret: bytes, payload: bytes) -> str:
    # ok: python-weak-hash-md5-sha1
    return hashlib.sha256(secret + payload).hexdigest()


def cache_key(url: str) -> str:
    # ok: python-weak-hash-md5-sha1
    return hashlib.md5(url.encode(), usedforsecurity=False).hexdigest()


def etag(body: bytes) -> str:
    # ok: python-weak-hash-md5-sha1
    return hashlib.sha1(body, usedforsecurity=False).hexdigest()


def modern(data: bytes) -> str:
    # ok: python-weak-hash-md5-sha1
    return hashlib.blake2b(data).hexdigest()


def etag_for(path) -> str:
    # ok: python-weak-hash-md5-sha1
    return hashlib.md5(path.read_bytes()).hexdigest()


def product_list(request, cache):
    # ok: python-weak-hash-md5-sha1
    key = "products:" + hashlib.md5(request.get_full_path().encode()).hexdigest()
    payload = cache.get(key)
    return payload


def asset(response, body: bytes):
    # ok: python-weak-hash-md5-sha1
    response.set_etag(hashlib.sha1(body).hexdigest())
    return response


def reset_token(user, cache) -> str:
    # ruleid: python-weak-hash-md5-sha1
    token = hashlib.md5(f"{user.id}:{user.email}".encode()).hexdigest()
    cache.set(token, user.id)
    return token


def download_checksum_matches(blob: bytes, expected: str) -> bool:
    # ruleid: python-weak-hash-md5-sha1
    return hashlib.md5(blob).hexdigest() == expected


DIGEST_SETTINGS = {"algorithm": "md5", "encoding": "utf-8"}
STRONG_SETTINGS = {"algorithm": "sha256", "encoding": "utf-8"}


def settings_digest(secret: str) -> str:
    # ruleid: python-weak-hash-md5-sha1
    h = hashlib.new(DIGEST_SETTINGS["algorithm"])
    h.update(secret.encode(DIGEST_SETTINGS["encoding"]))
    return h.hexdigest()


def strong_settings_digest(secret: str) -> str:
    # ok: python-weak-hash-md5-sha1
    h = hashlib.new(STRONG_SETTINGS["algorithm"])
    h.update(secret.encode(STRONG_SETTINGS["encoding"]))
    return h.hexdigest()


class LegacyHasher:
    algorithm = "sha1"

    def encode(self, password: str, salt: str) -> str:
        # ruleid: python-weak-hash-md5-sha1
        return hashlib.new(self.algorithm, (salt + password).encode()).hexdigest()


class CurrentHasher:
    algorithm = "sha512"

    def encode(self, password: str, salt: str) -> str:
        # ok: python-weak-hash-md5-sha1
        return hashlib.new(self.algorithm, (salt + password).encode()).hexdigest()


LEGACY_HASHES = False


def password_digest(password: str, salt: bytes) -> str:
    if LEGACY_HASHES:
        # ok: python-weak-hash-md5-sha1
        return hashlib.sha1(salt + password.encode()).hexdigest()
    # ruleid: python-weak-hash-md5-sha1
    legacy = hashlib.md5(salt + password.encode()).hexdigest() if not LEGACY_HASHES else ""
    return legacy + hashlib.sha256(salt + password.encode()).hexdigest()
