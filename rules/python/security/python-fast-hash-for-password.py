import hashlib
import os


def store(user, password: str) -> None:
    # ruleid: python-fast-hash-for-password
    user.password_hash = hashlib.sha256(password.encode()).hexdigest()


def check(user, form) -> bool:
    # ruleid: python-fast-hash-for-password
    return hashlib.md5(form.password.encode()).hexdigest() == user.password_hash


def salted(salt: bytes, password: str) -> str:
    h = hashlib.sha512()
    # ruleid: python-fast-hash-for-password
    h.update(salt + password.encode())
    return h.hexdigest()


def store_safe(password: str) -> bytes:
    salt = os.urandom(16)
    # ok: python-fast-hash-for-password
    return salt + hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 600_000)


def scrypt(password: str, salt: bytes) -> bytes:
    # ok: python-fast-hash-for-password
    return hashlib.scrypt(password.encode(), salt=salt, n=2**14, r=8, p=1)


def checksum(payload: bytes) -> str:
    # ok: python-fast-hash-for-password
    return hashlib.sha256(payload).hexdigest()


def password_file_digest(path: str) -> str:
    with open(path, "rb") as fh:
        # ok: python-fast-hash-for-password
        return hashlib.sha256(fh.read()).hexdigest()


def blob_id(content):
    # ok: python-fast-hash-for-password
    return hashlib.sha1(b"blob %d\0" % len(content) + content, usedforsecurity=False).hexdigest()


def explored(fingerprint):
    # ok: python-fast-hash-for-password
    return hashlib.sha256(b"redline-exploration\x1f" + fingerprint.encode()).digest()
