import base64
import hashlib
import hmac
import os

import falcon

SCRYPT_N = 2 ** 15
SCRYPT_R = 8
SCRYPT_P = 1
MIN_LENGTH = 14


def encode(salt: bytes, key: bytes) -> str:
    return "scrypt${}${}${}${}${}".format(
        SCRYPT_N, SCRYPT_R, SCRYPT_P,
        base64.b64encode(salt).decode(), base64.b64encode(key).decode(),
    )


class ServiceCredentialResource:
    def __init__(self, repo):
        self.repo = repo

    def on_put(self, req, resp, account_name):
        account = self.repo.get_service_account(account_name)
        if account is None:
            raise falcon.HTTPNotFound(title="unknown service account")
        if req.context.user.id not in account.owner_ids:
            raise falcon.HTTPForbidden(title="not an owner of this account")

        body = req.get_media()
        new_secret = body.get("secret", "")
        if not isinstance(new_secret, str) or len(new_secret) < MIN_LENGTH:
            raise falcon.HTTPBadRequest(title=f"secret must be at least {MIN_LENGTH} characters")

        salt = os.urandom(16)
        key = hashlib.scrypt(new_secret.encode("utf-8"), salt=salt, n=SCRYPT_N, r=SCRYPT_R, p=SCRYPT_P, maxmem=64 * 1024 * 1024, dklen=32)
        self.repo.store_secret(account.id, encode(salt, key))

        fingerprint = hmac.new(salt, key, "sha256").hexdigest()[:12]
        resp.media = {"account": account_name, "rotated": True, "fingerprint": fingerprint}
        resp.status = falcon.HTTP_200


def create_app(repo, auth_middleware):
    app = falcon.App(middleware=[auth_middleware])
    app.add_route("/service-accounts/{account_name}/credential", ServiceCredentialResource(repo))
    return app
