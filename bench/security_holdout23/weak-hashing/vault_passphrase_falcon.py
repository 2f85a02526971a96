import bcrypt
import falcon


class VaultPassphraseResource:
    def __init__(self, vaults):
        self.vaults = vaults

    def on_put(self, req, resp, vault_id):
        passphrase = (req.get_media() or {}).get("passphrase", "").encode("utf-8")
        if not 12 <= len(passphrase) <= 72:
            raise falcon.HTTPUnprocessableEntity(description="passphrase must be 12-72 bytes")
        hashed = bcrypt.hashpw(passphrase, bcrypt.gensalt(rounds=12))
        self.vaults.set_passphrase_hash(vault_id, req.context.user_id, hashed)
        resp.status = falcon.HTTP_204

    def on_post_unlock(self, req, resp, vault_id):
        passphrase = (req.get_media() or {}).get("passphrase", "")
        stored = self.vaults.passphrase_hash(vault_id, req.context.user_id)
        if stored is None or not bcrypt.checkpw(passphrase.encode("utf-8"), stored):
            raise falcon.HTTPUnauthorized(title="wrong passphrase")
        resp.media = {"unlock_token": self.vaults.open_session(vault_id, req.context.user_id)}


def register(app: falcon.App, vaults) -> None:
    resource = VaultPassphraseResource(vaults)
    app.add_route("/vaults/{vault_id}/passphrase", resource)
    app.add_route("/vaults/{vault_id}/unlock", resource, suffix="unlock")
