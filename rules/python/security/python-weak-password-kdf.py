import hashlib
import os

ITERATIONS = 1000
STRONG_ITERATIONS = 600_000


def derive_md5(password: str, salt: bytes) -> bytes:
    # ruleid: python-weak-password-kdf
    return hashlib.pbkdf2_hmac("md5", password.encode(), salt, STRONG_ITERATIONS)


def derive_sha1(password: str, salt: bytes) -> bytes:
    # ruleid: python-weak-password-kdf
    return hashlib.pbkdf2_hmac(hash_name="sha1", password=password.encode(), salt=salt, iterations=STRONG_ITERATIONS)


def derive_few(password: str, salt: bytes) -> bytes:
    # ruleid: python-weak-password-kdf
    return hashlib.pbkdf2_hmac("sha256", password.encode(), salt, ITERATIONS)


def derive_few_literal(password: str) -> bytes:
    salt = os.urandom(16)
    # ruleid: python-weak-password-kdf
    return hashlib.pbkdf2_hmac("sha256", password.encode(), salt, iterations=10_000)


def derive(password: str, salt: bytes) -> bytes:
    # ok: python-weak-password-kdf
    return hashlib.pbkdf2_hmac("sha256", password.encode(), salt, STRONG_ITERATIONS)


def derive_sha512(password: str, salt: bytes) -> bytes:
    # ok: python-weak-password-kdf
    return hashlib.pbkdf2_hmac("sha512", password.encode(), salt, iterations=210_000)


def derive_sized(password: str, salt: bytes) -> bytes:
    # ok: python-weak-password-kdf
    return hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 600000, dklen=32)


def derive_named(password: str, salt: bytes) -> bytes:
    # ok: python-weak-password-kdf
    return hashlib.pbkdf2_hmac(hash_name="sha256", password=password.encode(), salt=salt, iterations=STRONG_ITERATIONS)
