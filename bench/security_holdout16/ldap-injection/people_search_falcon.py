import asyncio
import re
from dataclasses import dataclass, field

import falcon
import falcon.asgi
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

NAME_RE = re.compile(r"[\w .'-]{2,64}")
DEPARTMENTS = {"eng", "sales", "finance", "ops"}


@dataclass
class DirectoryConfig:
    uri: str = "ldap://people.internal"
    bind_dn: str = "cn=search,dc=acme,dc=io"
    password: str = "search-pw"
    base: str = "ou=people,dc=acme,dc=io"
    attributes: list[str] = field(default_factory=lambda: ["cn", "mail", "ou"])


class Directory:
    def __init__(self, cfg: DirectoryConfig):
        self.cfg = cfg
        self.server = Server(cfg.uri)

    def _run(self, ldap_filter: str) -> list[dict]:
        with Connection(self.server, self.cfg.bind_dn, self.cfg.password, auto_bind=True) as conn:
            conn.search(self.cfg.base, ldap_filter, SUBTREE, attributes=self.cfg.attributes)
            return [e.entry_attributes_as_dict for e in conn.entries]

    async def search(self, ldap_filter: str) -> list[dict]:
        return await asyncio.to_thread(self._run, ldap_filter)


class HealthResource:
    async def on_get(self, req, resp):
        resp.media = {"status": "ok"}


class PeopleResource:
    def __init__(self, directory: Directory):
        self.directory = directory

    async def on_get(self, req: falcon.asgi.Request, resp: falcon.asgi.Response):
        name = req.get_param("name", required=True)
        dept = req.get_param("dept")
        if not NAME_RE.fullmatch(name):
            raise falcon.HTTPBadRequest(title="invalid name")
        clauses = [f"(cn={escape_filter_chars(name)}*)"]
        if dept is not None:
            if dept not in DEPARTMENTS:
                raise falcon.HTTPBadRequest(title="unknown department")
            clauses.append(f"(ou={dept})")
        ldap_filter = "(&(objectClass=person)" + "".join(clauses) + ")"
        resp.media = {"results": await self.directory.search(ldap_filter)}


directory = Directory(DirectoryConfig())
app = falcon.asgi.App()
app.add_route("/health", HealthResource())
app.add_route("/people", PeopleResource(directory))
