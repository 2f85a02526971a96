import hashlib
import hmac
import os

import falcon

from lettings.repo import get_tenant_login, update_tenant_login


def derive_key(password, salt):
    return hashlib.scrypt(password.encode("utf-8"), salt=salt, n=2 ** 14, r=8, p=1, dklen=64)


class TenantPasswordResource:
    def on_put(self, req, resp, tenant_id):
        password = req.get_media().get("password", "")
        if len(password) < 12:
            raise falcon.HTTPBadRequest(description="password too short")
        salt = os.urandom(16)
        update_tenant_login(tenant_id, salt=salt, key=derive_key(password, salt))
        resp.media = {"status": "updated"}


class TenantLoginResource:
    def on_post(self, req, resp, tenant_id):
        record = get_tenant_login(tenant_id)
        attempt = req.get_media().get("password", "")
        if record is None or not hmac.compare_digest(record.key, derive_key(attempt, record.salt)):
            raise falcon.HTTPUnauthorized()
        resp.media = {"status": "ok"}


app = falcon.App()
app.add_route("/tenants/{tenant_id}/password", TenantPasswordResource())
app.add_route("/tenants/{tenant_id}/login", TenantLoginResource())
