import base64
import hashlib
import hmac
import os

import jwt
from Crypto.Cipher import AES
from Crypto.Hash import HMAC, SHA256
from cryptography.fernet import Fernet
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from django.conf import settings

ENCRYPTION_KEY = b"k3y-f0r-all-cust0mers-2024-xyz!!"
SIGNING_SECRET = "webhook-signing-secret-please-rotate"
KEY_ENV = "APP_FERNET_KEY"


def fernet_literal(data: bytes) -> bytes:
    # ruleid: python-hardcoded-crypto-key
    return Fernet(b"ZmDfcTF7_60GrrY167zsiPd67pEvs0aGOv2oasOM1Pg=").encrypt(data)


def aes_module_key(data: bytes) -> bytes:
    iv = os.urandom(16)
    # ruleid: python-hardcoded-crypto-key
    encryptor = Cipher(algorithms.AES(ENCRYPTION_KEY), modes.CBC(iv)).encryptor()
    return iv + encryptor.update(data) + encryptor.finalize()


def pycryptodome_literal(data: bytes) -> tuple[bytes, bytes]:
    # ruleid: python-hardcoded-crypto-key
    cipher = AES.new(b"sixteen byte key", AES.MODE_GCM)
    return cipher.encrypt_and_digest(data)


def sign_webhook(body: bytes) -> str:
    # ruleid: python-hardcoded-crypto-key
    return hmac.new(SIGNING_SECRET.encode(), body, hashlib.sha256).hexdigest()


def sign_literal(body: bytes) -> str:
    # ruleid: python-hardcoded-crypto-key
    return hmac.new(b"s3cr3t-hmac-key", body, hashlib.sha256).hexdigest()


def issue_token(user_id: int) -> str:
    # ruleid: python-hardcoded-crypto-key
    return jwt.encode({"sub": user_id}, "my-jwt-secret", algorithm="HS256")


def seal(data: bytes) -> bytes:
    key = base64.b64decode("q83vEjRWeJCrze8SNFZ4kKvN7xI0VniQq83vEjRWeJA=")
    nonce = os.urandom(12)
    # ruleid: python-hardcoded-crypto-key
    return nonce + AESGCM(key).encrypt(nonce, data, None)


def fernet_from_env(data: bytes) -> bytes:
    # ok: python-hardcoded-crypto-key
    return Fernet(os.environ[KEY_ENV]).encrypt(data)


def fernet_generated() -> bytes:
    key = Fernet.generate_key()
    # ok: python-hardcoded-crypto-key
    return Fernet(key).encrypt(b"payload")


def aes_from_settings(data: bytes) -> tuple[bytes, bytes]:
    # ok: python-hardcoded-crypto-key
    cipher = AES.new(settings.DATA_KEY, AES.MODE_GCM)
    return cipher.encrypt_and_digest(data)


def sign_with_settings(body: bytes) -> str:
    # ok: python-hardcoded-crypto-key
    return hmac.new(settings.WEBHOOK_SECRET.encode(), body, hashlib.sha256).hexdigest()


def issue_token_env(user_id: int) -> str:
    # ok: python-hardcoded-crypto-key
    return jwt.encode({"sub": user_id}, os.environ["JWT_SECRET"], algorithm="HS256")


def seal_generated(data: bytes) -> bytes:
    key = AESGCM.generate_key(bit_length=256)
    nonce = os.urandom(12)
    # ok: python-hardcoded-crypto-key
    return nonce + AESGCM(key).encrypt(nonce, data, None)


def derive_and_encrypt(password: bytes, salt: bytes, data: bytes) -> bytes:
    key = hashlib.scrypt(password, salt=salt, n=2**14, r=8, p=1, dklen=32)
    iv = os.urandom(16)
    # ok: python-hardcoded-crypto-key
    encryptor = Cipher(algorithms.AES(key), modes.CTR(iv)).encryptor()
    return iv + encryptor.update(data)


def placeholder_key(body: bytes) -> str:
    # ok: python-hardcoded-crypto-key
    return hmac.new(b"change-me", body, hashlib.sha256).hexdigest()


def signer():
    import itsdangerous

    # ruleid: python-hardcoded-crypto-key
    return itsdangerous.URLSafeTimedSerializer("a8f5f167f44f4964e6c998dee827110c", salt="reset")


def signer_from_settings():
    import itsdangerous

    # ok: python-hardcoded-crypto-key
    return itsdangerous.URLSafeTimedSerializer(settings.SECRET_KEY, salt="reset")


SIGNING_KEY_PEM = b"""-----BEGIN PRIVATE KEY-----
MC4CAQAwBQYDK2VwBCIEIKx0c2lnbmluZy1rZXktZm9yLWV4YW1wbGUtb25seQ==
-----END PRIVATE KEY-----"""


def load_signing_key():
    from cryptography.hazmat.primitives import serialization

    # ruleid: python-hardcoded-crypto-key
    return serialization.load_pem_private_key(SIGNING_KEY_PEM, password=None)


def load_signing_key_from_file(path: str):
    from cryptography.hazmat.primitives import serialization

    with open(path, "rb") as fh:
        pem = fh.read()
    # ok: python-hardcoded-crypto-key
    return serialization.load_pem_private_key(pem, password=None)


def issue_session_token(user_id: int) -> str:
    # ruleid: python-hardcoded-crypto-key
    return jwt.encode({"sub": user_id}, "secret", algorithm="HS256")


def issue_session_token_placeholder(user_id: int) -> str:
    # ok: python-hardcoded-crypto-key
    return jwt.encode({"sub": user_id}, "<your-jwt-secret>", algorithm="HS256")


def sign_webhook(body: bytes) -> str:
    # ruleid: python-hardcoded-crypto-key
    return HMAC.new(b"webhook-signing-key-2024", body, digestmod=SHA256).hexdigest()


def sign_webhook_configured(body: bytes) -> str:
    # ok: python-hardcoded-crypto-key
    return HMAC.new(os.environ["WEBHOOK_KEY"].encode(), body, digestmod=SHA256).hexdigest()
