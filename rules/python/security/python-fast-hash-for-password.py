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


def import_users(rows):
    created = []
    for row in rows:
        # ruleid: python-fast-hash-for-password
        digest = hashlib.sha256(row["password"].encode("utf-8")).hexdigest()
        # ok: python-fast-hash-for-password
        email_key = hashlib.sha256(row["email"].encode("utf-8")).hexdigest()
        created.append({"email": row["email"], "email_key": email_key, "password_hash": digest})
    return created


def legacy_password_hash(password: str) -> str:
    # ruleid: python-fast-hash-for-password
    return hashlib.new("sha1", password.encode()).hexdigest()


def legacy_password_hash_stream(password: str) -> str:
    h = hashlib.new("md5")
    # ruleid: python-fast-hash-for-password
    h.update(password.encode())
    return h.hexdigest()


def archive_digest(blob: bytes) -> str:
    # ok: python-fast-hash-for-password
    return hashlib.new("sha256", blob).hexdigest()
