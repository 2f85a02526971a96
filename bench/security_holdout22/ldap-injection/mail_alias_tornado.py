import json
import re

from ldap3 import SUBTREE, Connection, Server
from tornado.web import HTTPError, RequestHandler

DEPARTMENT_RE = re.compile(r"^[a-z]{2,16}$")


class AliasLookupHandler(RequestHandler):
    def initialize(self, ldap_settings):
        self.ldap_settings = ldap_settings

    def prepare(self):
        if self.request.headers.get("Content-Type", "").split(";")[0] != "application/json":
            raise HTTPError(415)

    def post(self):
        try:
            body = json.loads(self.request.body)
        except ValueError:
            raise HTTPError(400, reason="body must be JSON")

        department = body.get("department", "")
        alias = body.get("alias", "")
        if not isinstance(department, str) or not DEPARTMENT_RE.match(department):
            raise HTTPError(400, reason="unknown department")
        if not isinstance(alias, str) or "@" not in alias:
            raise HTTPError(400, reason="alias must be an e-mail address")

        cfg = self.ldap_settings
        server = Server(cfg["uri"], use_ssl=True, connect_timeout=5)
        base = f"ou={department},ou=people,{cfg['base_dn']}"
        with Connection(server, user=cfg["bind_dn"], password=cfg["bind_password"], auto_bind=True, read_only=True) as conn:
            conn.search(base, f"(|(mail={alias})(mailAlternateAddress={alias}))", search_scope=SUBTREE, attributes=["uid", "cn", "mail"])
            matches = [
                {
                    "uid": str(entry.uid),
                    "name": str(entry.cn),
                    "mail": str(entry.mail),
                }
                for entry in conn.entries
            ]

        if not matches:
            raise HTTPError(404, reason="alias not found")
        self.write({"department": department, "matches": matches})
