import hashlib

import falcon

from .db import accounts

HASH_SETTINGS = {"algorithm": "md5", "encoding": "utf-8"}


class PasswordResource:
    def __init__(self, repo):
        self.repo = repo

    def _digest(self, secret):
        h = hashlib.new(HASH_SETTINGS["algorithm"])
        h.update(secret.encode(HASH_SETTINGS["encoding"]))
        return h.hexdigest()

    def on_put(self, req, resp, account_id):
        body = req.get_media()
        account = self.repo.get(account_id)
        if account is None or account.password_hash != self._digest(body.get("current", "")):
            raise falcon.HTTPUnauthorized(title="wrong password")
        self.repo.update(account_id, password_hash=self._digest(body["new"]))
        resp.media = {"updated": True}


app = falcon.App()
app.add_route("/accounts/{account_id}/password", PasswordResource(accounts))
