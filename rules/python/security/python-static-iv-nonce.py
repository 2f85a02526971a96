import base64
import os
import secrets

from Crypto.Cipher import AES
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

FIXED_IV = b"0123456789abcdef"
IV_LENGTH = 16


def encrypt_profile(key: bytes, data: bytes) -> bytes:
    # ruleid: python-static-iv-nonce
    encryptor = Cipher(algorithms.AES(key), modes.CBC(b"\x00" * 16)).encryptor()
    return encryptor.update(data) + encryptor.finalize()


def encrypt_token(key: bytes, data: bytes) -> bytes:
    iv = b"1234567890123456"
    # ruleid: python-static-iv-nonce
    encryptor = Cipher(algorithms.AES(key), modes.CBC(iv)).encryptor()
    return encryptor.update(data) + encryptor.finalize()


def encrypt_with_module_iv(key: bytes, data: bytes) -> bytes:
    # ruleid: python-static-iv-nonce
    cipher = AES.new(key, AES.MODE_CBC, FIXED_IV)
    return cipher.encrypt(data)


def encrypt_counter(key: bytes, data: bytes) -> bytes:
    # ruleid: python-static-iv-nonce
    encryptor = Cipher(algorithms.AES(key), modes.CTR(bytes(16))).encryptor()
    return encryptor.update(data)


def seal(key: bytes, data: bytes) -> bytes:
    nonce = bytes.fromhex("000102030405060708090a0b")
    # ruleid: python-static-iv-nonce
    return AESGCM(key).encrypt(nonce, data, None)


def pycryptodome_keyword(key: bytes, data: bytes) -> bytes:
    # ruleid: python-static-iv-nonce
    return AES.new(key, AES.MODE_CBC, iv="abcdefghijklmnop".encode()).encrypt(data)


def gcm_constant_nonce(key: bytes, data: bytes) -> tuple[bytes, bytes]:
    # ruleid: python-static-iv-nonce
    cipher = AES.new(key, AES.MODE_GCM, nonce=b"fixednonce12")
    return cipher.encrypt_and_digest(data)


def encrypt_random_iv(key: bytes, data: bytes) -> bytes:
    iv = os.urandom(16)
    # ok: python-static-iv-nonce
    encryptor = Cipher(algorithms.AES(key), modes.CBC(iv)).encryptor()
    return iv + encryptor.update(data) + encryptor.finalize()


def encrypt_secrets_iv(key: bytes, data: bytes) -> bytes:
    iv = secrets.token_bytes(IV_LENGTH)
    # ok: python-static-iv-nonce
    return iv + AES.new(key, AES.MODE_CBC, iv=iv).encrypt(data)


def decrypt_message(key: bytes, blob: bytes) -> bytes:
    iv, body = blob[:16], blob[16:]
    # ok: python-static-iv-nonce
    decryptor = Cipher(algorithms.AES(key), modes.CBC(iv)).decryptor()
    return decryptor.update(body) + decryptor.finalize()


def decrypt_stored(key: bytes, record: dict[str, str]) -> bytes:
    iv = base64.b64decode(record["iv"])
    # ok: python-static-iv-nonce
    return AES.new(key, AES.MODE_CBC, iv).decrypt(base64.b64decode(record["body"]))


def seal_random(key: bytes, data: bytes) -> bytes:
    nonce = os.urandom(12)
    aead = AESGCM(key)
    # ok: python-static-iv-nonce
    return nonce + aead.encrypt(nonce, data, None)


def gcm_library_nonce(key: bytes, data: bytes) -> tuple[bytes, bytes, bytes]:
    # ok: python-static-iv-nonce
    cipher = AES.new(key, AES.MODE_GCM)
    ciphertext, tag = cipher.encrypt_and_digest(data)
    return cipher.nonce, ciphertext, tag


def ctr_random_counter(key: bytes, data: bytes) -> bytes:
    counter = secrets.token_bytes(16)
    # ok: python-static-iv-nonce
    return Cipher(algorithms.AES(key), modes.CTR(counter)).encryptor().update(data)


def iv_from_random(key: bytes, data: bytes) -> bytes:
    import random

    iv = random.randbytes(16)
    # ruleid: python-static-iv-nonce
    return iv + AES.new(key, AES.MODE_CBC, iv).encrypt(data)


def iv_is_key(key: bytes, data: bytes) -> bytes:
    # ruleid: python-static-iv-nonce
    return AES.new(key, AES.MODE_CBC, key[:16]).encrypt(data)


def zero_list_iv(key: bytes, data: bytes) -> bytes:
    # ruleid: python-static-iv-nonce
    encryptor = Cipher(algorithms.AES(key), modes.CBC(bytes([0] * 16))).encryptor()
    return encryptor.update(data)


def iv_from_system_random(key: bytes, data: bytes) -> bytes:
    import random

    iv = random.SystemRandom().randbytes(16)
    # ok: python-static-iv-nonce
    return iv + AES.new(key, AES.MODE_CBC, iv).encrypt(data)


def iv_from_blob(key: bytes, blob: bytes) -> bytes:
    # ok: python-static-iv-nonce
    return AES.new(key, AES.MODE_CBC, blob[:16]).decrypt(blob[16:])


def zero_list_random(key: bytes, data: bytes) -> bytes:
    iv = bytes(secrets.randbelow(256) for _ in range(16))
    # ok: python-static-iv-nonce
    return iv + Cipher(algorithms.AES(key), modes.CBC(iv)).encryptor().update(data)
