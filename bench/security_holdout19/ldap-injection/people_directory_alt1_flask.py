from dataclasses import asdict, dataclass

from flask import Blueprint, current_app, jsonify, request
from ldap3 import ALL, SUBTREE, Connection, Server

bp = Blueprint("directory", __name__, url_prefix="/directory")


@dataclass
class Person:
    uid: str
    name: str
    mail: str
    title: str


class DirectoryService:
    ATTRS = ["uid", "cn", "mail", "title"]

    def __init__(self, url, bind_dn, password, base_dn):
        self.server = Server(url, get_info=ALL, use_ssl=True)
        self.bind_dn = bind_dn
        self.password = password
        self.base_dn = base_dn

    def _connect(self):
        return Connection(self.server, self.bind_dn, self.password, auto_bind=True, read_only=True)

    def search_people(self, term, department=None):
        clauses = ["(objectClass=inetOrgPerson)", f"(|(cn=*{term}*)(mail={term}*))"]
        if department:
            clauses.append(f"(ou={department})")
        ldap_filter = "(&" + "".join(clauses) + ")"
        with self._connect() as conn:
            conn.search(self.base_dn, ldap_filter, search_scope=SUBTREE, attributes=self.ATTRS, size_limit=50)
            return [self._to_person(entry) for entry in conn.entries]

    @staticmethod
    def _to_person(entry):
        attrs = entry.entry_attributes_as_dict
        return Person(
            uid=(attrs.get("uid") or [""])[0],
            name=(attrs.get("cn") or [""])[0],
            mail=(attrs.get("mail") or [""])[0],
            title=(attrs.get("title") or [""])[0],
        )


def directory():
    cfg = current_app.config
    return DirectoryService(cfg["LDAP_URL"], cfg["LDAP_BIND_DN"], cfg["LDAP_BIND_PASSWORD"], cfg["LDAP_PEOPLE_BASE"])


@bp.post("/search")
def search():
    body = request.get_json(force=True) or {}
    term = str(body.get("q") or "").strip()
    if len(term) < 2:
        return jsonify(results=[])
    people = directory().search_people(term, body.get("department"))
    return jsonify(results=[asdict(p) for p in people])


@bp.get("/health")
def health():
    try:
        with directory()._connect() as conn:
            return jsonify(ok=conn.bound)
    except Exception as exc:
        current_app.logger.warning("ldap health check failed: %s", exc)
        return jsonify(ok=False), 503
