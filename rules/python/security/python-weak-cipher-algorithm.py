import os

from Crypto.Cipher import AES, DES, ARC4
from cryptography.fernet import Fernet
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM


def des_encrypt(key: bytes, data: bytes) -> bytes:
    # ruleid: python-weak-cipher-algorithm
    cipher = DES.new(key, DES.MODE_CBC)
    return cipher.encrypt(data)


def rc4(key: bytes, data: bytes) -> bytes:
    # ruleid: python-weak-cipher-algorithm
    return ARC4.new(key).encrypt(data)


def triple_des(key: bytes, iv: bytes) -> Cipher:
    # ruleid: python-weak-cipher-algorithm
    return Cipher(algorithms.TripleDES(key), modes.CBC(iv))


def blowfish(key: bytes, iv: bytes) -> Cipher:
    # ruleid: python-weak-cipher-algorithm
    return Cipher(algorithms.Blowfish(key), modes.CBC(iv))


def aes_gcm(key: bytes, data: bytes) -> bytes:
    nonce = os.urandom(12)
    # ok: python-weak-cipher-algorithm
    return nonce + AESGCM(key).encrypt(nonce, data, None)


def aes_cipher(key: bytes, iv: bytes) -> Cipher:
    # ok: python-weak-cipher-algorithm
    return Cipher(algorithms.AES(key), modes.CBC(iv))


def fernet(key: bytes, data: bytes) -> bytes:
    # ok: python-weak-cipher-algorithm
    return Fernet(key).encrypt(data)


def pycryptodome_gcm(key: bytes, data: bytes) -> tuple[bytes, bytes]:
    # ok: python-weak-cipher-algorithm
    return AES.new(key, AES.MODE_GCM).encrypt_and_digest(data)
