import json
import logging
import os

import falcon
from ldap3 import LEVEL, Connection, Server
from ldap3.core.exceptions import LDAPException
from ldap3.utils.dn import escape_rdn

log = logging.getLogger("staff")

LDAP_URL = os.environ.get("LDAP_URL", "ldaps://directory.example.org")
STAFF_ROOT = "ou=staff,dc=example,dc=org"


class Directory:
    def __init__(self, url, bind_dn, password):
        self._server = Server(url, use_ssl=True, connect_timeout=5)
        self._bind_dn = bind_dn
        self._password = password

    def _connect(self):
        return Connection(self._server, self._bind_dn, self._password, auto_bind=True, read_only=True)

    def members_of(self, unit):
        base = f"ou={unit},{STAFF_ROOT}"
        with self._connect() as conn:
            conn.search(base, "(objectClass=inetOrgPerson)", search_scope=LEVEL, attributes=["cn", "mail", "title"])
            rows = [
                {"name": str(e.cn), "mail": str(e.mail), "title": str(e.title)}
                for e in conn.entries
            ]
        if escape_rdn(unit) != unit:
            log.warning("unit name %r contains reserved characters", unit)
        return rows


class StaffUnitResource:
    def __init__(self, directory):
        self.directory = directory

    def on_get(self, req, resp, unit):
        if len(unit) > 80:
            raise falcon.HTTPBadRequest(title="unit name too long")
        try:
            members = self.directory.members_of(unit)
        except LDAPException as exc:
            log.error("directory error: %s", exc)
            raise falcon.HTTPServiceUnavailable(title="directory unavailable")
        resp.content_type = falcon.MEDIA_JSON
        resp.text = json.dumps({"unit": unit, "members": members})


def create_app():
    directory = Directory(LDAP_URL, os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PW"])
    app = falcon.App()
    app.add_route("/units/{unit}/staff", StaffUnitResource(directory))
    return app


app = create_app()
