PASSWORD_HASHERS = [
    # ruleid: python-django-weak-password-hasher
    "django.contrib.auth.hashers.UnsaltedMD5PasswordHasher",
    "django.contrib.auth.hashers.PBKDF2PasswordHasher",
]


def legacy_settings():
    # ruleid: python-django-weak-password-hasher
    PASSWORD_HASHERS = ("django.contrib.auth.hashers.SHA1PasswordHasher",)
    return PASSWORD_HASHERS


def upgrading_settings():
    # a legacy hasher after a strong one verifies old hashes and upgrades them
    # ok: python-django-weak-password-hasher
    PASSWORD_HASHERS = [
        "django.contrib.auth.hashers.Argon2PasswordHasher",
        "django.contrib.auth.hashers.MD5PasswordHasher",
    ]
    return PASSWORD_HASHERS


def default_settings():
    # ok: python-django-weak-password-hasher
    PASSWORD_HASHERS = ["django.contrib.auth.hashers.PBKDF2PasswordHasher"]
    return PASSWORD_HASHERS
