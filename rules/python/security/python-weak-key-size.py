import paramiko
from Crypto.PublicKey import DSA, ECC, RSA
from cryptography.hazmat.primitives.asymmetric import dh, dsa, ec, rsa
from OpenSSL import crypto

KEY_BITS = 4096


def make_signing_key() -> rsa.RSAPrivateKey:
    # ruleid: python-weak-key-size
    return rsa.generate_private_key(public_exponent=65537, key_size=1024)


def make_positional_key() -> rsa.RSAPrivateKey:
    # ruleid: python-weak-key-size
    return rsa.generate_private_key(65537, 512)


def make_dsa_key() -> dsa.DSAPrivateKey:
    # ruleid: python-weak-key-size
    return dsa.generate_private_key(key_size=1024)


def make_dh_parameters() -> dh.DHParameters:
    # ruleid: python-weak-key-size
    return dh.generate_parameters(generator=2, key_size=1024)


def make_small_curve_key() -> ec.EllipticCurvePrivateKey:
    # ruleid: python-weak-key-size
    return ec.generate_private_key(ec.SECP192R1())


def pycryptodome_rsa() -> bytes:
    # ruleid: python-weak-key-size
    return RSA.generate(1024).export_key()


def pycryptodome_dsa() -> bytes:
    # ruleid: python-weak-key-size
    return DSA.generate(bits=1024).export_key()


def pycryptodome_ecc() -> ECC.EccKey:
    # ruleid: python-weak-key-size
    return ECC.generate(curve="P-192")


def ssh_host_key() -> paramiko.RSAKey:
    # ruleid: python-weak-key-size
    return paramiko.RSAKey.generate(1024)


def openssl_key() -> crypto.PKey:
    pkey = crypto.PKey()
    # ruleid: python-weak-key-size
    pkey.generate_key(crypto.TYPE_RSA, 1024)
    return pkey


def make_signing_key_safe() -> rsa.RSAPrivateKey:
    # ok: python-weak-key-size
    return rsa.generate_private_key(public_exponent=65537, key_size=2048)


def make_strong_key() -> rsa.RSAPrivateKey:
    # ok: python-weak-key-size
    return rsa.generate_private_key(public_exponent=65537, key_size=KEY_BITS)


def make_dsa_key_safe() -> dsa.DSAPrivateKey:
    # ok: python-weak-key-size
    return dsa.generate_private_key(key_size=3072)


def make_dh_parameters_safe() -> dh.DHParameters:
    # ok: python-weak-key-size
    return dh.generate_parameters(generator=2, key_size=2048)


def make_curve_key() -> ec.EllipticCurvePrivateKey:
    # ok: python-weak-key-size
    return ec.generate_private_key(ec.SECP256R1())


def pycryptodome_rsa_safe() -> bytes:
    # ok: python-weak-key-size
    return RSA.generate(3072).export_key()


def pycryptodome_dsa_safe() -> bytes:
    # ok: python-weak-key-size
    return DSA.generate(bits=2048).export_key()


def pycryptodome_ecc_safe() -> ECC.EccKey:
    # ok: python-weak-key-size
    return ECC.generate(curve="P-256")


def ssh_host_key_safe() -> paramiko.RSAKey:
    # ok: python-weak-key-size
    return paramiko.RSAKey.generate(bits=3072)


def openssl_key_safe() -> crypto.PKey:
    pkey = crypto.PKey()
    # ok: python-weak-key-size
    pkey.generate_key(crypto.TYPE_RSA, 2048)
    return pkey


def ed25519_key():
    from cryptography.hazmat.primitives.asymmetric import ed25519

    # ok: python-weak-key-size
    return ed25519.Ed25519PrivateKey.generate()
