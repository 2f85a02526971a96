import os

from Crypto.Cipher import AES
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes


def encrypt_block(key: bytes) -> Cipher:
    # ruleid: python-cipher-ecb-mode
    return Cipher(algorithms.AES(key), modes.ECB())


def pycrypto_ecb(key: bytes, data: bytes) -> bytes:
    # ruleid: python-cipher-ecb-mode
    return AES.new(key, AES.MODE_ECB).encrypt(data)


def encrypt_gcm(key: bytes) -> Cipher:
    # ok: python-cipher-ecb-mode
    return Cipher(algorithms.AES(key), modes.GCM(os.urandom(12)))


def pycrypto_gcm(key: bytes, data: bytes) -> tuple[bytes, bytes]:
    # ok: python-cipher-ecb-mode
    return AES.new(key, AES.MODE_GCM).encrypt_and_digest(data)
