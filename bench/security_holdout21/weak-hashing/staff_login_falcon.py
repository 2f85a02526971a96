import hashlib
import hmac
import logging
import os

import falcon

from .db import StaffDirectory
from .tokens import issue_token

log = logging.getLogger("staff.auth")
directory = StaffDirectory(os.environ.get("STAFF_DB", "/var/lib/staff/staff.db"))


def password_digest(salt: str, password: str) -> str:
    return hashlib.sha1((salt + password).encode("utf-8")).hexdigest()


class LoginResource:
    def __init__(self, staff):
        self.staff = staff

    def on_post(self, req, resp):
        body = req.get_media() or {}
        username = str(body.get("username", "")).strip()
        password = str(body.get("password", ""))
        if not username or not password:
            raise falcon.HTTPBadRequest(description="username and password are required")

        member = self.staff.find(username)
        if member is None or not member.active:
            log.info("login attempt for unknown or inactive staff %s", username)
            raise falcon.HTTPUnauthorized(description="invalid credentials")

        if not hmac.compare_digest(member.password_digest, password_digest(member.salt, password)):
            log.info("wrong password for staff %s", username)
            raise falcon.HTTPUnauthorized(description="invalid credentials")

        resp.media = {"token": issue_token(member.id, scope="staff"), "name": member.display_name}


class PasswordResource:
    def __init__(self, staff):
        self.staff = staff

    def on_put(self, req, resp, staff_id):
        body = req.get_media() or {}
        new_password = str(body.get("password", ""))
        if len(new_password) < 12:
            raise falcon.HTTPBadRequest(description="password too short")
        salt = os.urandom(8).hex()
        self.staff.update_password(staff_id, salt=salt, digest=password_digest(salt, new_password))
        resp.status = falcon.HTTP_204


app = falcon.App()
app.add_route("/staff/login", LoginResource(directory))
app.add_route("/staff/{staff_id:int}/password", PasswordResource(directory))
